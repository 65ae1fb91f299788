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
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw TransferFileError.unreadable(path)
    }
    // A store that is there already is opened first: one that is not Quiver's, is damaged or
    // holds rows is refused before the backup is read (a new file is made only for a backup).
    var database: Database?
    if case .file(let store) = context.location, FileManager.default.fileExists(atPath: store) {
      let opened = try context.openDatabase()
      try await StoreBackup.refuseFilled(opened)
      database = opened
    }
    // Read twice, a row at a time: its shape first, then each row into the store.
    let skeleton: BackupReader.Skeleton
    do { skeleton = try BackupReader.skeleton(of: path) } catch let error as DecodingError {
      let head = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 4_096) }
      throw RestoreRefusal.whole(path, head ?? Data(), error) ?? error
    }
    if skeleton.format == ExportFile(rounds: []).format {
      throw RestoreRefusal.export(path)
    }
    let output = context.output
    output.writeError(
      "quiver: read \(skeleton.rowCount) rows in \(skeleton.tableCount) tables; checking\n")
    let keep = context.arguments[self.keepDamaged]
    try await StoreBackup.restore(
      file: path, skeleton, into: try database ?? context.openDatabase(), checkingRules: !keep,
      checking: EquipmentDAO.problems
    ) { table, written, total in
      output.writeError(
        "quiver: restored \(table): \(written) of \(total) row\(total == 1 ? "" : "s")\n")
    }
    if context.json {
      return try output.json(
        FileJSON(file: path, rows: skeleton.rowCount, tables: skeleton.tableCount))
    }
    output.line(
      "Restored \(skeleton.rowCount) rows in \(skeleton.tableCount) tables from \(path).")
  }
}
