/// Which value settling a sync conflict keeps (`quiver sync resolve ID mine|theirs`).
public enum SyncSide: String, Sendable, Equatable, CaseIterable {
  /// This store's value before the sync.
  case mine
  /// The other device's value.
  case theirs

  /// The line that confirms conflict `id` was settled this way: the words of
  /// `quiver sync resolve`.
  public func confirmation(_ id: Int) -> String {
    "Conflict \(id) settled: \(self == .mine ? "this store's" : "the other device's") value kept; the next sync sends it."
  }
}

/// Why settling a sync conflict was refused before the store was asked.
public enum SyncConflictError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No open conflict has this number.
  case noSuchConflict(Int)

  /// What went wrong and what to do (the store's words for it).
  public var description: String {
    switch self {
    case .noSuchConflict(let id): "no open sync conflict \(id): 'quiver sync conflicts' lists them"
    }
  }
}
