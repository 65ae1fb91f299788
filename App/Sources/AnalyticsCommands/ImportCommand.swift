import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Store

/// `quiver import FILE`: a JSON export, all or nothing.
struct ImportCommand: QuiverCommand {
  let name = "import"
  let summary =
    "Import a JSON export: checked whole first, stored all or nothing; rounds keep their IDs."

  let file = Argument("FILE", ValueType.text("FILE", completion: .file), "a JSON export")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let path = try context.arguments[self.file]
    switch FileSystemPath.at(path) {
    case .folder: throw TransferFileError.isFolder(path)
    case .special: throw TransferFileError.notAFile(path)  // never read: /dev/zero never ends
    case .file, .missing: break
    }
    guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
      switch FileSystemPath.at(path) {
      case .missing: throw TransferFileError.missing(path)
      case .special: throw TransferFileError.notAFile(path)
      case .file(writable: _) where FileManager.default.isReadableFile(atPath: path):
        throw TransferFileError.invalid(file: path, at: "the file", problem: "it is empty")
      default: throw TransferFileError.unreadable(path)
      }
    }
    if path.lowercased().hasSuffix(".csv") { throw TransferFileError.csv(path) }
    // One transaction: no progress to show, and the summary is said once, on standard output.
    let summary: ImportSummary
    do {
      summary = try await context.withLiveDependencies {
        try await RoundTransfer().importJSON(data)
      }
    } catch AnalyticsError.invalidImport(let at, let problem) {
      throw TransferFileError.invalid(file: path, at: at, problem: problem)
    } catch let conflict as ImportConflict {
      throw TransferFileError.conflict(file: path, conflict)
    }
    if context.json { return try context.output.json(summary) }
    if let archer = summary.archer { context.output.line(archer.sentence) }
    context.output.line(
      "Imported \(counted(summary.rounds, "round")) and \(counted(summary.arrows, "arrow")); "
        + "\(counted(summary.skipped, "round")) already there.")
  }
}
