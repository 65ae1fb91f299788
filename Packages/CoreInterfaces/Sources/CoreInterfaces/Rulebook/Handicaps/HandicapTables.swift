/// The handicap tables computed so far, one per model (a round's resolved faces, distances and
/// arrow diameters under a scheme), shared by every ``RoundHandicaps`` in the process so a table
/// is computed once. Guarded by ``Locked``; bounded, so a stream of custom rounds cannot grow it
/// without limit.
enum HandicapTables {
  /// At most this many tables are kept; a full cache starts again empty.
  static let capacity = 512

  private static let cache = Locked<[HandicapModel: HandicapTable]>([:])

  /// The table of `model`, computed on first use. Two callers racing on a new model may both
  /// compute it (outside the lock, so one round's table never blocks another's look-up); the
  /// tables are equal, and the first stored wins.
  static func table(for model: HandicapModel) -> HandicapTable {
    if let table = cache.withLock({ $0[model] }) { return table }
    let computed = HandicapTable(model)
    return cache.withLock { tables in
      if let stored = tables[model] { return stored }
      if tables.count >= capacity { tables.removeAll() }
      tables[model] = computed
      return computed
    }
  }
}

extension HandicapTables {
  /// Whether `model`'s table is in the cache (for tests of the cache itself).
  static func isCached(_ model: HandicapModel) -> Bool { cache.withLock { $0[model] != nil } }
}
