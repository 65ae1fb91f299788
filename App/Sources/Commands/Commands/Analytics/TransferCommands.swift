import Analytics
import CoreInterfaces
import Foundation
import Presentation

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
        try await AtomicFile.write(to: out) { file in
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
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TransferFileError.unreadable(path)
    }
    if path.lowercased().hasSuffix(".csv") { throw TransferFileError.csv(path) }
    let transfer = RoundTransfer()
    let progress = Progress.show(transfer, on: context.output)
    defer { progress.cancel() }
    let summary = try await context.withLiveDependencies { try await transfer.importJSON(data) }
    await Progress.finish(transfer, progress, on: context.output)
    context.output.line(
      "Imported \(counted(summary.rounds, "round")) and \(counted(summary.arrows, "arrow")); "
        + "\(counted(summary.skipped, "round")) already there.")
  }
}

/// A file an import or export could not use.
enum TransferFileError: Error, LocalizedError {
  case unreadable(String)
  case csv(String)

  var errorDescription: String? {
    switch self {
    case .unreadable(let path): "Cannot read \(path): no such file, or no permission."
    case .csv(let path):
      "\(path) is a CSV export, which is for spreadsheets and leaves out round details; import the JSON export ('quiver export --format json')."
    }
  }
}

/// Renders a transfer's states on standard error as it goes, one line each.
enum Progress {
  static func show(_ transfer: RoundTransfer, on output: Output) -> Task<Void, Never> {
    Task {
      var last = ""
      for await state in transfer.state.values {
        let line = state.description
        if line != last, !state.isFinished { output.writeError("quiver: \(line)\n") }
        last = line
        if state.isFinished { break }
      }
    }
  }

  /// Waits for the renderer to see the end, then prints the summary line.
  static func finish(_ transfer: RoundTransfer, _ task: Task<Void, Never>, on output: Output) async
  {
    await task.value
    output.writeError("quiver: \(transfer.state.value)\n")
  }
}

/// A file written whole to a temporary name, then moved into place: a crash or an error never
/// leaves a half-written export where the old one was.
enum AtomicFile {
  static func write(to path: String, _ body: (FileHandle) async throws -> Void) async throws {
    let temporary = path + ".partial-\(UUID().uuidString.prefix(8))"
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary)
    else { throw TransferFileError.unreadable(path) }
    do {
      try await body(handle)
      try handle.synchronize()
      try handle.close()
      _ = try? FileManager.default.removeItem(atPath: path)
      try FileManager.default.moveItem(atPath: temporary, toPath: path)
    } catch {
      try? handle.close()
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
  }
}

extension FileHandle {
  /// Writes `text` as UTF-8.
  func write(_ text: String) throws { try write(contentsOf: Data(text.utf8)) }
}
