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
    let database = try context.openDatabase()
    let holding = Locked(Set<RoundID>())
    let (arrows, written, unread) = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      let profile = try await archers.active()
      let archer = profile?.name ?? ""
      // Rounds are written as they are read; only their IDs are kept, to name any left out,
      // and those holding a damaged arrow, to name each arrow after.
      let written = Locked(Set<RoundID>())
      let wrote: @Sendable (RoundID) -> Void = { id in written.withLock { _ = $0.insert(id) } }
      let counts = try await Self.noting(damageIn: holding) {
        if let out {
          return try await AtomicFile.write(
            to: out, sparing: context.location, as: .orStandardOutput("rounds.\(format.rawValue)")
          ) { file in
            try await transfer.export(
              format, archer: archer, profile: profile, write: { try file.write($0) },
              wrote: wrote)
          }
        }
        let output = context.output
        return try await transfer.export(
          format, archer: archer, profile: profile,
          write: {
            output.write($0)
            try output.checkWritten()
          }, wrote: wrote)
      }
      let ids = written.withLock { $0 }
      return (counts.arrows, ids, try await UnreadRounds.lines(besides: ids, in: database))
    }
    // A damaged arrow is written as stored, and named, as a backup names it.
    let damaged = try await database.read { db in
      try DamagedArrowRows.lines(db, rounds: Set(holding.withLock { $0 }.map(\.description)))
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

  /// Runs `body` with the analytics read adding to `holding` each round that holds a damaged
  /// arrow as it hands the round over: the export reads every arrow once, and only the rounds
  /// it noted are read again to name their arrows (`DamagedArrowRows`).
  static func noting<R>(
    damageIn holding: Locked<Set<RoundID>>, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async throws -> R {
    try await withDependencies {
      let read = $0.analytics.eachRound
      $0.analytics.eachRound = { begin, each in
        try await read(begin) { record in
          if holdsDamage(record) { holding.withLock { _ = $0.insert(record.id) } }
          try each(record)
        }
      }
    } operation: {
      try await body()
    }
  }

  /// Whether `record`, as stored, holds an arrow its end's face cannot score (`ArrowDamage`).
  static func holdsDamage(_ record: RoundRecord) -> Bool {
    record.arrows.contains { arrow in
      record.system(forEnd: arrow.endNumber).map { ArrowDamage.of(arrow.value, on: $0) != nil }
        ?? false
    }
  }
}
