/// What a picker shows of a bow setup, and what the Scoring package needs to start a round.
public struct BowSetupSummary: Identifiable, Hashable, Codable, Sendable {
  /// The setup's identifier.
  public var id: BowSetupID
  /// The archer's name for it, e.g. "Indoor recurve".
  public var name: String
  /// The bow style, which decides compound inner-10 scoring.
  public var bowStyle: BowStyle
  /// Draw weight on the fingers, in pounds, if recorded.
  public var drawWeightPounds: Double?

  /// Creates a summary.
  public init(id: BowSetupID, name: String, bowStyle: BowStyle, drawWeightPounds: Double? = nil) {
    self.id = id
    self.name = name
    self.bowStyle = bowStyle
    self.drawWeightPounds = drawWeightPounds
  }
}
