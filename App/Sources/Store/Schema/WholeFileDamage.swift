/// What reading every page of a file found broken (`Database.wholeFileDamage()`).
public struct WholeFileDamage: Sendable, Equatable {
  /// Quiver's words for it: how many broken places, in which tables.
  public let detail: String
  /// The tables that hold the broken places (empty when none could be named).
  public let tables: [String]
}
