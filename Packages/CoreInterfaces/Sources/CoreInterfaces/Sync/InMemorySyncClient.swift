extension SyncClient {
  /// Conflicts in memory with the live store's rules: settling one closes it; a number that is
  /// not open is refused.
  public static func inMemory(_ conflicts: [OpenSyncConflict] = []) -> SyncClient {
    let state = MutableStateFlow(conflicts)
    return SyncClient(
      observeConflicts: { observe(state) { $0 } },
      observeOpenCount: { observe(state) { $0.count } },
      resolve: { id, _ in
        var found = false
        state.update { conflicts in
          found = conflicts.contains { $0.id == id }
          conflicts.removeAll { $0.id == id }
        }
        guard found else { throw SyncConflictError.noSuchConflict(id) }
      })
  }

  private static func observe<Value: Sendable>(
    _ state: MutableStateFlow<[OpenSyncConflict]>,
    _ shown: @escaping @Sendable ([OpenSyncConflict]) -> Value
  ) -> Flow<Value> {
    Flow { continuation in
      let task = Task {
        for await value in state.values { continuation.yield(shown(value)) }
        continuation.finish()
      }
      return Cancellable { task.cancel() }
    }
  }
}

extension OpenSyncConflict {
  /// Sample conflicts for previews: an arrow scored differently, a setup edited on both.
  public static let samples = [
    OpenSyncConflict(
      id: 1, table: "arrows", key: #"{"end_number":2,"position":3,"round_id":"R1"}"#,
      happened:
        "changed on both devices; what both changed is kept from the side whose values sort greater",
      fields: [SyncFieldDifference(name: "score", mine: "9", theirs: "10")], device: "laptop"),
    OpenSyncConflict(
      id: 2, table: "bow_setups", key: #"{"id":"S1"}"#,
      happened: "changed here, deleted there; the deletion stands",
      fields: [SyncFieldDifference(name: "name", mine: "'Indoor'", theirs: "—")],
      device: "desktop"),
  ]
}
