/// What makes a stored arrow damaged on its face (written by another program): points no ring of
/// the face scores, or an X mark on a value that is not the face's X. The one rule every reader,
/// the summary, `check` and `rounds show` apply; a damaged arrow reads and counts as a miss.
public enum ArrowDamage: Sendable, Hashable {
  /// No ring of the face scores the points.
  case points
  /// The points are a ring of the face, but the X mark is not that face's X.
  case xMark

  /// The damage of `value` shot on `system`, or nil when the face can hold it (a miss always can).
  public static func of(_ value: ArrowValue, on system: ScoringSystem) -> ArrowDamage? {
    of(points: value.points, isX: value.isX, isMiss: value.isMiss, on: system)
  }

  /// The damage of a stored row's columns on `system` (the same rule, before an `ArrowValue`).
  public static func of(points: Int, isX: Bool, isMiss: Bool, on system: ScoringSystem)
    -> ArrowDamage?
  {
    if isMiss { return nil }
    guard system.scoringPoints.contains(points) else { return .points }
    if isX, !(system.hasXRing && points == system.maxPoints) { return .xMark }
    return nil
  }

  /// The words naming the damage of an arrow holding `points` ("…holds 7, marked X, …").
  public func describe(_ points: Int) -> String {
    switch self {
    case .points: "holds \(points), which no ring of its face scores"
    case .xMark: "holds \(points) marked X, and its face has no X on \(points)"
    }
  }
}
