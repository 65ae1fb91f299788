import Analytics
import CoreInterfaces
import Foundation
import Presentation
import Store

/// `quiver export --format csv|json [--out FILE]`: every round, with progress on standard error.
struct ExportCommand: QuiverCommand {
  let name = "export"
  let summary =
    "Export every round as CSV (one row per arrow, for spreadsheets) or JSON (lossless, for import)."
  let options: [OptionSpec] = [
    .value("format", "FORMAT", "csv or json"),
    .value(
      "out", "FILE",
      "write to FILE (written whole, then moved into place) instead of standard output"),
  ]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    guard let text = context.arguments.value("format"),
      let format = ExportFormat(rawValue: text.lowercased())
    else { throw UsageError("--format must be csv or json") }
    let out = context.arguments.value("out")
    let transfer = RoundTransfer()
    let progress = Progress.show(transfer, on: context.output)
    defer { progress.cancel() }
    try await context.withLiveDependencies {
      if let out {
        try await AtomicFile.write(to: out, example: "rounds.\(format.rawValue)") { file in
          try await transfer.export(format) { try file.write($0) }
        }
      } else {
        let output = context.output
        try await transfer.export(format) { output.write($0) }
      }
    }
    await Progress.finish(transfer, progress, on: context.output)
  }
}

/// `quiver import FILE`: a JSON export, all or nothing.
struct ImportCommand: QuiverCommand {
  let name = "import"
  let summary =
    "Import a JSON export: checked whole first, stored all or nothing; rounds keep their IDs."
  let arguments = "FILE"

  func run(_ context: CommandContext) async throws {
    let path = try context.positional(0, "FILE")
    try context.expectNoMorePositionals(than: 1)
    if case .folder = FileSystemPath.at(path) { throw TransferFileError.isFolder(path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TransferFileError.unreadable(path)
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
    context.output.line(
      "Imported \(counted(summary.rounds, "round")) and \(counted(summary.arrows, "arrow")); "
        + "\(counted(summary.skipped, "round")) already there.")
  }
}
