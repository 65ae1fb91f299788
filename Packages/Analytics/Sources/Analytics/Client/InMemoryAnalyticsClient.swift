public import CoreInterfaces

extension AnalyticsClient {
  /// A working client over `records` in memory: imports are kept (all or nothing; a round already
  /// there is skipped, and one there with different content is an ``ImportConflict``) and observers see every change.
  /// `matches` are counted for `stats matches`, replayed by the rulebook; `active` is whose
  /// history a `nil` archer asks for (memory has no active archer of its own).
  public static func inMemory(
    _ records: [RoundRecord], matches: [MatchRecord] = [], active: ArcherID? = nil
  ) -> AnalyticsClient {
    let state = MutableStateFlow<[RoundRecord]>(records.sorted { $0.startedAt > $1.startedAt })
    @Sendable func importRounds(_ incoming: [RoundRecord]) throws -> ImportSummary {
      try RoundImport.validate(incoming)
      var result: Result<ImportSummary, any Error> = .success(
        ImportSummary(rounds: 0, arrows: 0, skipped: 0))
      state.update { stored in
        do {
          let (new, identical) = try ImportConflict.sort(incoming) { id in
            stored.first { $0.id == id }
          }
          stored += new
          stored.sort { $0.startedAt > $1.startedAt }
          result = .success(
            ImportSummary(
              rounds: new.count, arrows: new.reduce(0) { $0 + $1.arrows.count },
              skipped: identical))
        } catch {
          result = .failure(error)
        }
      }
      return try result.get()
    }
    return AnalyticsClient(
      rounds: { state.value },
      observeRounds: {
        Flow { continuation in
          let task = Task {
            for await value in state.values { continuation.yield(value) }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      round: { id in
        guard let round = state.value.first(where: { $0.id == id }) else {
          throw AnalyticsError.roundNotFound(id)
        }
        return round
      },
      importRounds: { try importRounds($0) },
      unreadableRounds: { [] },  // every round in memory is a value that was read
      summaries: { filter in summaries(state.value, filter) },
      observeSummaries: { filter in
        Flow { continuation in
          let task = Task {
            for await value in state.values { continuation.yield(summaries(value, filter)) }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      observeRound: { id in
        Flow { continuation in
          let task = Task {
            for await value in state.values {
              guard let round = value.first(where: { $0.id == id }) else {
                return continuation.finish(throwing: AnalyticsError.roundNotFound(id))
              }
              continuation.yield(round)
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      // Memory keeps no archers: the rounds join the others, as a file without one does.
      importArchersRounds: { records, _ in try importRounds(records) },
      plottedRounds: {
        Set(state.value.filter { $0.arrows.contains { $0.x != nil } }.map(\.id))
      },
      matchHistory: { archer in
        guard let archer = archer ?? active else { return MatchHistory() }
        return MatchRecord.history(matches, of: archer)
      })
  }

  /// The summaries of `records` that `filter` picks (oldest first here), as the store keeps them.
  private static func summaries(_ records: [RoundRecord], _ filter: HistoryFilter)
    -> [StoredRoundSummary]
  {
    records.map { StoredRoundSummary($0) }.filter(filter.matches)
      .sorted { ($0.date, $0.id.description) < ($1.date, $1.id.description) }
  }
}
