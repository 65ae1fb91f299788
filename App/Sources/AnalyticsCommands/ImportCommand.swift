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
    guard FileManager.default.isReadableFile(atPath: path), let reader = JSONChunkReader(path: path)
    else {
      switch FileSystemPath.at(path) {
      case .missing: throw TransferFileError.missing(path)
      case .special: throw TransferFileError.notAFile(path)
      default: throw TransferFileError.unreadable(path)
      }
    }
    guard reader.peek() != nil else {
      throw TransferFileError.invalid(file: path, at: "the file", problem: "it is empty")
    }
    if path.lowercased().hasSuffix(".csv") { throw TransferFileError.csv(path) }
    // One transaction, a round at a time: progress counts the rounds stored on standard error,
    // and the summary is said once, on standard output.
    let transfer = RoundTransfer()
    let progress = Progress.show(transfer, on: context.output)
    defer { progress.cancel() }
    let summary: ImportSummary
    do {
      summary = try await context.withLiveDependencies {
        try await transfer.importFile(path)
      }
    } catch {
      // The counts said "staged": once the import began, a refusal that does not say so itself
      // ("Nothing was imported: …") is preceded by a line that the transaction rolled back.
      if transfer.state.value.isFinished { await progress.value }
      if case .failed = transfer.state.value, !(error is AnalyticsError || error is ImportConflict)
      {
        context.output.error("rolled back: nothing was imported.")
      }
      switch error {
      case AnalyticsError.invalidImport(let at, let problem):
        throw TransferFileError.invalid(file: path, at: at, problem: problem)
      case let conflict as ImportConflict:
        throw TransferFileError.conflict(file: path, conflict)
      default: throw error
      }
    }
    await progress.value
    if context.json { return try context.output.json(summary) }
    if let archer = summary.archer { context.output.line(archer.sentence) }
    context.output.line(
      "Imported \(counted(summary.rounds, "round")) and \(counted(summary.arrows, "arrow")); "
        + "\(counted(summary.skipped, "round")) already there.")
  }
}
