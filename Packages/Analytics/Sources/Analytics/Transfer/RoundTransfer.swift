public import CoreInterfaces
public import Foundation

/// Export and import as operations with progress: each publishes its ``TransferState`` on
/// ``state``, which a screen observes and the command line renders on standard error.
public final class RoundTransfer: Sendable {
  private let progress = MutableStateFlow(TransferState.preparing)

  /// A transfer, preparing.
  public init() {}

  /// The operation's states, latest first to a new observer.
  public var state: StateFlow<TransferState> { progress.asStateFlow() }

  /// Exports every round in `format`, handing the text to `write` piece by piece (the header,
  /// then one round at a time), and publishing "writing n of N arrows" as it goes. Returns the
  /// arrows written; a failure publishes `.failed` and rethrows. The JSON carries `profile`, the
  /// archer whose rounds they are; the CSV names `archer` on every row.
  @discardableResult
  public func export(
    _ format: ExportFormat, archer: String = "", profile: Archer? = nil,
    write: @Sendable (String) throws -> Void
  ) async throws -> Int {
    @Dependency(\.analytics) var analytics
    do {
      progress.value = .preparing
      let records = try await analytics.rounds().sorted { $0.startedAt < $1.startedAt }
      let total = records.reduce(0) { $0 + $1.arrows.count }
      progress.value = .writing(done: 0, total: total)
      switch format {
      case .csv:
        try write(CSVExport.header + "\n")
        var done = 0
        for record in records {
          try Task.checkCancellation()
          let rows = CSVExport.rows(record, archer: archer)
          if !rows.isEmpty { try write(rows.joined(separator: "\n") + "\n") }
          // Arrows, as `total` counts them: a paper round has a row and no arrows.
          done += record.arrows.count
          progress.value = .writing(done: done, total: total)
        }
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = ExportDates.encoding
        try write(
          String(
            decoding: try encoder.encode(
              ExportFile(rounds: records, archer: profile.map(ExportedArcher.init))), as: UTF8.self)
        )
        try write("\n")
        progress.value = .writing(done: total, total: total)
      }
      progress.value = .done(
        "exported \(records.count) round\(records.count == 1 ? "" : "s"), \(total) arrows")
      return total
    } catch {
      progress.value = .failed(UserFacingError(error).message)
      throw error
    }
  }

  /// Imports a JSON export: read and checked whole first (a malformed or truncated file is
  /// refused with where it went wrong), then stored in one transaction; rounds keep their IDs,
  /// so importing twice adds nothing.
  @discardableResult
  public func importJSON(_ data: Data) async throws -> ImportSummary {
    @Dependency(\.analytics) var analytics
    do {
      progress.value = .preparing
      let file = try ExportReader.read(data)
      try RoundImport.validate(file.rounds)
      progress.value = .writing(done: 0, total: file.rounds.count)
      let summary =
        if let archer = file.archer {
          try await analytics.importArchersRounds(file.rounds, archer)
        } else {
          try await analytics.importRounds(file.rounds)  // an older file: the active archer's
        }
      progress.value = .writing(done: file.rounds.count, total: file.rounds.count)
      progress.value = .done(
        "imported \(summary.rounds) round\(summary.rounds == 1 ? "" : "s") and \(summary.arrows) "
          + "arrows; \(summary.skipped) already there")
      return summary
    } catch {
      progress.value = .failed(UserFacingError(error).message)
      throw error
    }
  }
}
