/// The ``RoundHandicaps`` made so far, one per round and bow style under the default scheme,
/// shared by the process: a summary of each complete round needs its round's handicaps, and
/// thousands of rounds share a few definitions. Guarded by ``Locked``; bounded like
/// ``HandicapTables``.
enum RoundHandicapsCache {
  /// At most this many are kept; a full cache starts again empty.
  static let capacity = 256

  struct Key: Hashable {
    var round: RoundDefinition
    var bowStyle: BowStyle?
  }

  private static let cache = Locked<[Key: Result<RoundHandicaps, HandicapError>]>([:])

  /// What `RoundHandicaps(round, bowStyle: bowStyle)` gives (the handicaps, or why there are
  /// none), made on first use and outside the lock; two callers racing make equal values.
  static func handicaps(_ round: RoundDefinition, bowStyle: BowStyle?) -> Result<
    RoundHandicaps, HandicapError
  > {
    let key = Key(round: round, bowStyle: bowStyle)
    if let known = cache.withLock({ $0[key] }) { return known }
    let made = Result { () throws(HandicapError) in try RoundHandicaps(round, bowStyle: bowStyle) }
    cache.withLock { cache in
      if cache.count >= capacity { cache.removeAll() }
      cache[key] = made
    }
    return made
  }
}
