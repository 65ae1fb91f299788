import Foundation
import Store

/// `quiver backup --out FILE`: the whole store (archers, settings, gear, setups with every
/// version and sight marks, custom rounds, rounds with their arrows) as one file.
struct BackupCommand: QuiverCommand {
  static let out = Option(
    "out", ValueType.text("FILE", completion: .file),
    "the backup file (written whole, then moved into place)")

  let name = "backup"
  let summary =
    "Back up everything (archers, settings, gear, setups, sight marks, custom rounds, rounds) to --out FILE."
  let options = [Self.out.spec]

  func run(_ context: CommandContext) async throws {
    guard let out = try context.arguments[Self.out] else { throw UsageError("missing --out FILE") }
    let output = context.output
    let document = try await StoreBackup.backup(try context.openDatabase()) { table, rows in
      output.writeError("quiver: read \(table): \(rows) row\(rows == 1 ? "" : "s")\n")
    }
    let data = try StoreBackup.encoded(document)
    try await AtomicFile.write(to: out, example: "quiver-backup.json") { file in
      try file.write(String(decoding: data, as: UTF8.self))
    }
    output.line(
      "Backed up \(document.rowCount) rows in \(document.tables.count) tables to \(out).")
  }
}
