import CommandKit
import CoreInterfaces
import EquipmentLive
import Foundation
import Store

/// `quiver backup --out FILE`: the whole store (archers, settings, gear, setups with every
/// version and sight marks, custom rounds, rounds with their arrows) as one file.
struct BackupCommand: QuiverCommand {
  let name = "backup"
  let summary =
    "Back up everything (archers, settings, gear, setups, sight marks, custom rounds, rounds) to --out FILE."
  let out = Option(
    "out", ValueType.text("FILE", completion: .file),
    "the backup file (written whole, then moved into place)"
  ).required()
  let json = Flag.json
  /// The backup file: `--out` is required, there is no standard output to offer instead.
  static let file = OutFile.required("quiver-backup.json")

  func run(_ context: CommandContext) async throws {
    let out = try context.arguments[self.out]
    let output = context.output
    let database = try context.openDatabase()
    try AtomicFile.check(out, sparing: context.location, as: Self.file)
    let notes = Locked<[String]>([])
    // Rows the app reads as damaged are backed up as they are (the backup is the data), and
    // named: a restore refuses them unless told to keep them.
    let damaged = try await database.read { db in
      try StoredRules.problems(db) + EquipmentDAO.problems(db)
    }
    // Written as read, a chunk at a time: the backup never holds the store.
    let (rows, tables) = try await AtomicFile.write(
      to: out, sparing: context.location, as: Self.file
    ) { file in
      try await StoreBackup.write(
        database, to: { try file.write($0) },
        progress: { table, written, total in
          output.writeError(
            "quiver: wrote \(table): \(written) of \(total) row\(total == 1 ? "" : "s")\n")
        }, note: { note in notes.withLock { $0.append(note) } })
    }
    if context.json {
      try output.json(
        FileJSON(
          file: out, rows: rows, tables: tables,
          damaged: damaged.isEmpty ? nil : damaged.map(\.description)))
    } else {
      output.line(
        "Backed up \(rows) rows in \(tables) tables to \(out).")
    }
    // What the backup could not keep as stored (another program's table, text that is not
    // UTF-8) is named, and the backup, though written and restorable, does not claim success.
    for note in notes.withLock({ $0 }) { output.error("Not backed up as it is: \(note).") }
    guard !damaged.isEmpty else {
      if !notes.withLock(\.isEmpty) { throw CommandExit(status: 1) }
      return
    }
    for problem in damaged { output.error("Backed up as it is: \(problem).") }
    output.error(
      "'quiver restore --keep-damaged' restores these rows as they are; without it, restore refuses them."
    )
    throw CommandExit(status: 1)
  }
}
