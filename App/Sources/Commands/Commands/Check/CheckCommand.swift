import Store

/// `quiver check`: rebuilds every round summary from its arrows and reports each stored one that
/// differs, one line each, exiting 1 if any does.
struct CheckCommand: QuiverCommand {
  /// What `--json` prints.
  struct Report: Encodable {
    let rounds: Int
    let differences: [String]
  }

  let name = "check"
  let summary =
    "Check that every stored round summary is what its arrows give; each difference is one line (exit 1)."
  let options = [Flag.json.spec]

  func run(_ context: CommandContext) async throws {
    let database = try context.openDatabase()
    let (rounds, differences) = try await database.read { db in
      let rounds = try db.query("SELECT count(*) FROM rounds") { $0.int(0) }.first ?? 0
      return (rounds, try SummaryCheck.differences(db))
    }
    if context.json {
      try context.output.json(Report(rounds: rounds, differences: differences))
    } else if differences.isEmpty {
      context.output.line("All \(rounds) round summaries match their arrows.")
    } else {
      for line in differences { context.output.line(line) }
    }
    if !differences.isEmpty { throw CommandExit(status: 1) }
  }
}
