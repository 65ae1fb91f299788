/// A standard round: its distances ("passes"), faces, scoring and end size.
public struct RoundDefinition: Sendable, Hashable, Codable, Identifiable {
  /// One distance of a round.
  public struct Pass: Sendable, Hashable, Codable {
    /// Arrows shot at this distance.
    public var arrows: Int
    /// The shooting distance.
    public var distance: Length
    /// The face's nominal diameter.
    public var faceDiameter: Length
    /// The scoring system on that face.
    public var system: ScoringSystem
    /// Whether the pass is shot indoors (compound inner-10 rule).
    public var indoor: Bool

    /// Creates a pass.
    public init(arrows: Int, distance: Length, face: Length, system: ScoringSystem, indoor: Bool) {
      self.arrows = arrows
      self.distance = distance
      self.faceDiameter = face
      self.system = system
      self.indoor = indoor
    }

    /// The system a bow style scores by: compounds shoot indoor 10-zone faces with inner-10.
    public func system(for style: BowStyle) -> ScoringSystem {
      guard style == .compound, indoor else { return system }
      switch system {
      case .tenZone: return .tenZoneCompound
      case .tenZoneFiveRing: return .tenZoneFiveRingCompound
      default: return system
      }
    }
  }

  /// The catalogue codename, e.g. `wa1440_90`.
  public var id: String
  /// The name archers use, e.g. "WA 1440 (90 m)".
  public var name: String
  /// The distances, in shooting order.
  public var passes: [Pass]
  /// Arrows shot per end.
  public var arrowsPerEnd: Int

  /// Creates a round.
  public init(id: String, name: String, passes: [Pass], arrowsPerEnd: Int) {
    self.id = id
    self.name = name
    self.passes = passes
    self.arrowsPerEnd = arrowsPerEnd
  }

  /// Arrows in the whole round.
  public var totalArrows: Int { passes.reduce(0) { $0 + $1.arrows } }

  /// The highest possible score.
  public var maxScore: Int { passes.reduce(0) { $0 + $1.arrows * $1.system.maxPoints } }

  /// Ends in the whole round (each pass holds whole ends).
  public var totalEnds: Int { passes.reduce(0) { $0 + $1.arrows / arrowsPerEnd } }

  /// The pass that arrow number `index` (0-based, over the whole round) belongs to.
  public func pass(forArrow index: Int) -> Pass? {
    var remaining = index
    for pass in passes {
      if remaining < pass.arrows { return pass }
      remaining -= pass.arrows
    }
    return nil
  }
}
