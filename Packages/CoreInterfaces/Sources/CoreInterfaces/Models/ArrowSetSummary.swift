/// What a picker shows of an arrow set, and what Scoring needs to record arrow numbers.
public struct ArrowSetSummary: Identifiable, Hashable, Codable, Sendable {
  /// The set's identifier.
  public var id: ArrowSetID
  /// The archer's name for it, e.g. "X10 470".
  public var name: String
  /// How many numbered arrows the set has.
  public var count: Int
  /// Shaft diameter in metres, which the line rule needs.
  public var shaftDiameterMetres: Double
  /// Spine (stiffness), e.g. 500, if recorded.
  public var spine: Int?

  /// Creates a summary.
  public init(
    id: ArrowSetID, name: String, count: Int, shaftDiameterMetres: Double, spine: Int? = nil
  ) {
    self.id = id
    self.name = name
    self.count = count
    self.shaftDiameterMetres = shaftDiameterMetres
    self.spine = spine
  }
}
