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
  /// then one round at a time, as each is read), and publishing "writing n of N" arrows as it
  /// goes. Returns the rounds and arrows written; a failure publishes `.failed` and rethrows.
  /// The JSON carries `profile`, the archer whose rounds they are; the CSV names `archer` on
  /// every row. `wrote` hears each round's ID once it is written.
  @discardableResult
  public func export(
    _ format: ExportFormat, archer: String = "", profile: Archer? = nil,
    write: @escaping @Sendable (String) throws -> Void,
    wrote: @escaping @Sendable (RoundID) -> Void = { _ in }
  ) async throws -> (rounds: Int, arrows: Int) {
    @Dependency(\.analytics) var analytics
    do {
      progress.value = .preparing
      let writer = ExportWriter(
        format: format, archer: archer, profile: profile.map(ExportedArcher.init), write: write)
      let state = progress
      let counts = Locked((rounds: 0, arrows: 0, total: 0))
      try await analytics.eachRound(
        { total in
          counts.withLock { $0.total = total }
          try writer.begin()
          state.value = .writing(done: 0, total: total)
        },
        { record in
          try Task.checkCancellation()
          try writer.write(record, first: counts.withLock { $0.rounds == 0 })
          wrote(record.id)
          // Arrows, as `total` counts them: a paper round has a row and no arrows.
          let (before, done, total) = counts.withLock {
            $0.rounds += 1
            $0.arrows += record.arrows.count
            return ($0.arrows - record.arrows.count, $0.arrows, $0.total)
          }
          if TransferState.shows(done, after: before, of: total) {
            state.value = .writing(done: done, total: total)
          }
        })
      let (rounds, arrows, _) = counts.withLock { $0 }
      try writer.end(rounds: rounds)
      progress.value = .done(
        "exported \(rounds) round\(rounds == 1 ? "" : "s"), \(arrows) arrows")
      return (rounds, arrows)
    } catch {
      progress.value = .failed(UserFacingError(error).message)
      throw error
    }
  }

  /// Imports the JSON export at `path` a round at a time: its shape and envelope are read
  /// first (a malformed or truncated file is refused with where it went wrong), then each round
  /// is decoded, checked and stored in one transaction, so a refusal anywhere stores nothing;
  /// rounds keep their IDs, so importing twice adds nothing. Publishes the rounds read of the
  /// file's and how many of them were written (``TransferState/importing(read:total:written:)``).
  @discardableResult
  public func importFile(_ path: String) async throws -> ImportSummary {
    @Dependency(\.analytics) var analytics
    do {
      progress.value = .preparing
      let envelope = try ExportStream.envelope(of: path) { [progress] in
        progress.value = .checking(rounds: $0)
      }
      let total = envelope.rounds
      // Rounds read, and of them written: a round already stored is read and skipped, so
      // re-importing a file says it wrote none. Counts run up to the last round, not to it: the
      // summary says the end once it commits, and a one-round file says only that.
      let state = progress
      let summary = try await analytics.importStream(envelope.archer) { each in
        var (read, written) = (0, 0)
        try ExportStream.eachRound(in: path) { record in
          if try each(record) { written += 1 }
          read += 1
          if read < total, TransferState.shows(read, after: read - 1, of: total) {
            state.value = .importing(read: read, total: total, written: written)
          }
        }
      }
      progress.value = .done(
        "imported \(summary.rounds) round\(summary.rounds == 1 ? "" : "s") and \(summary.arrows) "
          + "arrows; \(summary.skipped) already there")
      return summary
    } catch {
      progress.value = .failed(UserFacingError(error).message)
      throw error
    }
  }

  /// Imports a JSON export held in memory, as ``importFile(_:)`` imports a file (through a
  /// temporary one, so both take one path).
  @discardableResult
  public func importJSON(_ data: Data) async throws -> ImportSummary {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiver-import-\(UUID().uuidString).json").path
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      throw AnalyticsError.invalidImport(
        path: ExportReader.wholeFile, problem: "it could not be held for reading")
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try await importFile(path)
  }
}
