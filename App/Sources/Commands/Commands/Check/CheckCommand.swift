import CommandKit
import CoreInterfaces
import Store

/// `quiver check [--repair]`: rebuilds every round summary from its arrows and reports each stored
/// one that differs, and each damaged arrow, one line each, exiting 1 if any; `--repair` then
/// stores the rebuilt ones (the arrows are the record, the summaries only derived from them).
struct CheckCommand: QuiverCommand {
  /// What `--json` prints.
  struct Report: Encodable {
    let rounds: Int
    let differences: [String]
    /// Whether `--repair` rebuilt every summary (absent without `--repair`).
    let repaired: Bool?
    /// Each arrow whose points no ring of its face scores (absent when there is none).
    let damagedArrows: [String]?
  }

  let name = "check"
  let summary =
    "Check that every stored round summary is what its arrows give; each difference is one line (exit 1)."
  let repair = Flag(
    "repair", "rebuild every summary from its arrows, in one transaction, after reporting")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let database = try context.openDatabase()
    // Every page, whatever the summaries read: the one command that looks for damage everywhere.
    // Read on a second connection of its own, beside the summaries' reads (two readers of one
    // file in WAL mode); what it finds is said before anything the summaries met.
    let pages = try context.openDatabase()
    async let wholeFile: Void = pages.checkWholeFile()
    let repairing = context.arguments[self.repair]
    let summaries: Result<(Int, [String], [String]), any Error>
    do {
      summaries = .success(try await Self.summaries(database))
    } catch {
      summaries = .failure(error)
    }
    try await wholeFile
    let (rounds, differences, damaged) = try summaries.get()
    var left = differences
    if repairing, !differences.isEmpty {
      left = try await database.write { db in
        try RoundSummaries.rebuildAll(db)
        try RoundCountCheck.rebuild(db)
        return try SummaryCheck.differences(db)
      }
    }

    if context.json {
      try context.output.json(
        Report(
          rounds: rounds, differences: differences, repaired: repairing ? left.isEmpty : nil,
          damagedArrows: damaged.isEmpty ? nil : damaged))
    } else if differences.isEmpty, damaged.isEmpty {
      context.output.line(
        rounds == 1
          ? "The 1 round summary matches its arrows."
          : "All \(rounds) round summaries match their arrows.")
    } else {
      for line in differences { context.output.line(line) }
      if repairing, left.isEmpty, !differences.isEmpty {
        context.output.line("Repaired: every summary was rebuilt from its arrows.")
      } else if !repairing, !differences.isEmpty {
        context.output.line("'quiver check --repair' rebuilds them from the arrows.")
      }
      // A damaged arrow is the record itself: no rebuild mends it, a correction does.
      for line in damaged { context.output.line("Damaged arrow: \(line).") }
    }
    if !left.isEmpty || !damaged.isEmpty { throw CommandExit(status: 1) }
  }

  /// How many rounds there are, each stored summary that differs from its arrows and each
  /// damaged arrow, read in one snapshot.
  static func summaries(_ database: Database) async throws -> (Int, [String], [String]) {
    try await database.read { db in
      try db.execute("BEGIN")  // one snapshot for every query, and one lock, not one each
      defer { try? db.execute("COMMIT") }
      let rounds = try db.query("SELECT count(*) FROM rounds") { $0.int(0) }.first ?? 0
      // The rebuilt summaries count each round's damaged arrows by the same rule
      // (`ArrowDamage`): only the rounds they name are read again to name each arrow.
      let findings = try SummaryCheck.run(db)
      let holding = Set(findings.holdingDamagedArrows.map { $0.lowercased() })
      return (rounds, findings.differences, try DamagedArrowRows.lines(db, rounds: holding))
    }
  }
}
