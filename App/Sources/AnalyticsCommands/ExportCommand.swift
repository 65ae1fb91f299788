import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Presentation
import Store

/// `quiver export --format csv|json [--out FILE]`: the active archer's rounds, with progress on
/// standard error; the CSV names the archer on every row.
struct ExportCommand: QuiverCommand {
  let name = "export"
  let summary =
    "Export the active archer's rounds as CSV (one row per arrow, for spreadsheets) or JSON (lossless, for import)."

  let format = Option<ExportFormat>("format", .cases("FORMAT"), "the file's format").required()
  let out = Option(
    "out", ValueType.text("FILE", completion: .file),
    "write to FILE (written whole, then moved into place) instead of standard output")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let format = try context.arguments[self.format]
    let out = try context.arguments[self.out]
    try context.checkJSONHasFile(out)
    let transfer = RoundTransfer()
    let progress = Progress.show(transfer, on: context.output)
    defer { progress.cancel() }
    let (arrows, written, unread) = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      let profile = try await archers.active()
      let archer = profile?.name ?? ""
      // Rounds are written as they are read; only their IDs are kept, to name any left out.
      let written = Locked(Set<RoundID>())
      let counts: (rounds: Int, arrows: Int)
      if let out {
        counts = try await AtomicFile.write(
          to: out, sparing: context.location, example: "rounds.\(format.rawValue)"
        ) { file in
          try await transfer.export(format, archer: archer, profile: profile) {
            try file.write($0)
          } wrote: { id in
            written.withLock { _ = $0.insert(id) }
          }
        }
      } else {
        let output = context.output
        counts = try await transfer.export(format, archer: archer, profile: profile) {
          output.write($0)
          try output.checkWritten()
        } wrote: { id in
          written.withLock { _ = $0.insert(id) }
        }
      }
      let ids = written.withLock { $0 }
      return (counts.arrows, ids, try await UnreadRounds.lines(besides: ids))
    }
    // A damaged arrow is written as stored, and named, as a backup names it.
    let damaged = try await context.openDatabase().read { db in
      try DamagedArrowRows.lines(db, rounds: Set(written.map { $0.description.lowercased() }))
    }
    await Progress.finish(transfer, progress, on: context.output)
    if context.json, let out {
      try context.output.json(
        FileJSON(file: out, format: format.rawValue, rounds: written.count, arrows: arrows))
    }
    for line in damaged { context.output.error("Exported as it is: \(line).") }
    guard !unread.isEmpty else {
      if !damaged.isEmpty { throw CommandExit(status: 1) }
      return
    }
    // The readable rounds were written; each one left out is named, and the export fails.
    for line in unread { context.output.error("Not exported: \(line). The readable rounds were.") }
    throw CommandExit(status: 1)
  }
}
