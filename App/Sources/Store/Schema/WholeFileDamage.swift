/// What reading every page of a file found broken (`Database.wholeFileDamage()`).
public struct WholeFileDamage: Sendable, Equatable {
  /// Quiver's words for it: how many broken places, in which tables.
  public let detail: String
  /// The tables whose own pages are broken (empty when none could be named).
  public let tables: [String]
  /// The indexes that hold the broken places of tables whose every row still reads: every
  /// index is derived from its table, so `quiver check --repair` makes them again.
  public let indexes: [String]
}
