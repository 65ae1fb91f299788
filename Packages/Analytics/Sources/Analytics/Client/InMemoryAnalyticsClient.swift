import CoreInterfaces

extension AnalyticsClient {
  /// A working client over `records` in memory: imports are kept (all or nothing, existing IDs
  /// skipped) and observers see every change.
  public static func inMemory(_ records: [RoundRecord]) -> AnalyticsClient {
    let state = MutableStateFlow<[RoundRecord]>(records.sorted { $0.startedAt > $1.startedAt })
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
      importRounds: { incoming in
        try RoundImport.validate(incoming)
        var summary = ImportSummary(rounds: 0, arrows: 0, skipped: 0)
        state.update { stored in
          let known = Set(stored.map(\.id))
          for record in incoming {
            if known.contains(record.id) {
              summary.skipped += 1
            } else {
              stored.append(record)
              summary.rounds += 1
              summary.arrows += record.arrows.count
            }
          }
          stored.sort { $0.startedAt > $1.startedAt }
        }
        return summary
      })
  }
}
