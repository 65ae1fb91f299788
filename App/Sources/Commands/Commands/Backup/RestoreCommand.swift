import Analytics
import CommandKit
import EquipmentLive
import Foundation
import Store

/// `quiver restore FILE`: a backup into an empty store, checked whole first, all or nothing.
struct RestoreCommand: QuiverCommand {
  let name = "restore"
  let summary =
    "Restore a backup into an empty store (e.g. --db NEW.sqlite): checked whole first, all or nothing."

  let file = Argument(
    "FILE", ValueType.text("FILE", completion: .file), "a file 'quiver backup' wrote")
  let keepDamaged = Flag(
    "keep-damaged",
    "restore rows the app reads as damaged as they are (a backup of a store that held them)")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let path = try context.arguments[self.file]
    switch FileSystemPath.at(path) {
    case .folder: throw TransferFileError.isFolder(path)
    case .special: throw TransferFileError.notAFile(path)  // never read: /dev/zero never ends
    case .file, .missing: break
    }
    guard FileManager.default.fileExists(atPath: path) else {
      throw TransferFileError.missing(path)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TransferFileError.unreadable(path)
    }
    struct Format: Decodable { let format: String }
    if (try? JSONDecoder().decode(Format.self, from: data))?.format == ExportFile(rounds: []).format
    {
      throw RestoreRefusal.export(path)
    }
    let document: BackupDocument
    do { document = try StoreBackup.decoded(data) } catch let error as DecodingError {
      throw RestoreRefusal.whole(path, data.prefix(4_096), error) ?? error
    }
    let output = context.output
    output.writeError(
      "quiver: read \(document.rowCount) rows in \(document.tables.count) tables; checking\n")
    let keep = context.arguments[self.keepDamaged]
    try await StoreBackup.restore(
      document, into: try context.openDatabase(), checkingRules: !keep,
      checking: EquipmentDAO.problems
    ) { table, rows in
      output.writeError("quiver: restored \(table): \(rows) row\(rows == 1 ? "" : "s")\n")
    }
    if context.json {
      return try output.json(
        FileJSON(file: path, rows: document.rowCount, tables: document.tables.count))
    }
    output.line(
      "Restored \(document.rowCount) rows in \(document.tables.count) tables from \(path).")
  }
}
