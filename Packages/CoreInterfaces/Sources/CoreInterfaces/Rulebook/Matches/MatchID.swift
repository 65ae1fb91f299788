extension IDTag {
  /// A head-to-head match.
  public enum Match {}
}

/// Identifies a head-to-head match.
public typealias MatchID = TypedID<IDTag.Match>
