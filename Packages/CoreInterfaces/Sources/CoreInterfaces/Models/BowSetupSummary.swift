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
  /// The setup's version (editing a setup makes a new one; a round records the one it was shot
  /// with).
  public var version: Int
  /// Its sight marks, so a round's setup screen shows the marks for its distances without
  /// knowing Equipment.
  public var sightMarks: [SightMark]
  /// The numbers of its numbered set of arrows, when it has one: a round shot with it takes an
  /// arrow number only from these (`nil`: no set, any of `Bounded.arrowsInSet`). The SQLite store
  /// reads them from the setup version itself; the in-memory one takes them from here.
  public var arrowNumbers: [Int]?

  /// Creates a summary.
  public init(
    id: BowSetupID, name: String, bowStyle: BowStyle, drawWeightPounds: Double? = nil,
    version: Int = 1, sightMarks: [SightMark] = [], arrowNumbers: [Int]? = nil
  ) {
    self.arrowNumbers = arrowNumbers
    self.id = id
    self.name = name
    self.bowStyle = bowStyle
    self.drawWeightPounds = drawWeightPounds
    self.version = version
    self.sightMarks = sightMarks
  }
}
