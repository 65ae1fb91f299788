/// The rings of a face as radii, so an arrow's position can be scored with the line rule.
public struct TargetFace: Sendable, Equatable {
  /// One scoring ring: everything within `radius` of the centre (and outside the rings inside it)
  /// scores `points`.
  public struct Ring: Sendable, Equatable {
    /// The ring's outer radius in metres.
    public var radius: Double
    /// The points it scores.
    public var points: Int
    /// Whether an arrow here is written `X` (the inner 10 of a face that counts it separately).
    public var isX: Bool
  }

  /// The scoring system the rings follow.
  public let system: ScoringSystem
  /// The face's nominal diameter in metres.
  public let diameter: Double
  /// Rings from the innermost out; outside the last one is a miss.
  public let rings: [Ring]

  /// The face of `system` at nominal diameter `diameter` metres, with the ring tables of the
  /// archery rules (all radii in units of D/20, the width of one 10-zone ring).
  public init(system: ScoringSystem, diameter: Double) {
    self.system = system
    self.diameter = diameter
    let unit = diameter / 20
    func ring(_ radiusInUnits: Double, _ points: Int, isX: Bool = false) -> Ring {
      Ring(radius: radiusInUnits * unit, points: points, isX: isX)
    }
    /// Ring k of a 10-zone face (1 = outermost) has radius (11 − k) units and scores k, down to
    /// `lowest`; its centre (half a unit) is an X, a plain 10 (compound inner-10), or an 11.
    func tenZone(down lowest: Int, centre: Ring, tenScores: Int = 10) -> [Ring] {
      [centre]
        + stride(from: 10, through: lowest, by: -1).map { k in
          ring(Double(11 - k), k == 10 ? tenScores : k)
        }
    }
    switch system {
    case .tenZone: rings = tenZone(down: 1, centre: ring(0.5, 10, isX: true))
    case .tenZoneSixRing: rings = tenZone(down: 5, centre: ring(0.5, 10, isX: true))
    case .tenZoneFiveRing: rings = tenZone(down: 6, centre: ring(0.5, 10, isX: true))
    // Compound inner-10: only the inner ring scores 10 (written 10); the rest of the 10 ring is 9.
    case .tenZoneCompound: rings = tenZone(down: 1, centre: ring(0.5, 10), tenScores: 9)
    case .tenZoneFiveRingCompound: rings = tenZone(down: 6, centre: ring(0.5, 10), tenScores: 9)
    case .elevenZone: rings = tenZone(down: 1, centre: ring(0.5, 11))
    // Imperial: one zone per colour, each two 10-zone rings wide.
    case .fiveZone: rings = [ring(2, 9), ring(4, 7), ring(6, 5), ring(8, 3), ring(10, 1)]
    // Five equal rings scoring 5-4-3-2-1.
    case .worcester: rings = [ring(2, 5), ring(4, 4), ring(6, 3), ring(8, 2), ring(10, 1)]
    // A 6 spot of diameter D/10, then 5 to 1 in steps of D/5 in diameter.
    case .worldArcheryField:
      rings = [ring(1, 6), ring(2, 5), ring(4, 4), ring(6, 3), ring(8, 2), ring(10, 1)]
    // A 5 spot of diameter D/5, a 4 ring to 3D/5, a 3 ring to the edge.
    case .ifaaField: rings = [ring(2, 5), ring(6, 4), ring(10, 3)]
    case .beiterHitMiss: rings = [ring(10, 1)]
    }
  }

  /// The face of `system` at `diameter` metres with only its rings scoring `lowest` or more: a
  /// reduced face (the 80 cm 6-ring compound face is the compound 10-zone down to 5).
  public init(system: ScoringSystem, diameter: Double, down lowest: Int) {
    let full = TargetFace(system: system, diameter: diameter)
    self.system = system
    self.diameter = diameter
    rings = full.rings.filter { $0.points >= lowest }
  }

  /// Scores an arrow whose centre lies `radius` metres from the face centre, by the line rule: a
  /// shaft of `arrowDiameter` metres touching a line scores the higher ring (r ≤ R + a/2).
  public func score(radius: Double, arrowDiameter: Double) -> ArrowValue {
    let reach = abs(radius) - arrowDiameter / 2
    guard let ring = rings.first(where: { reach <= $0.radius }) else { return .miss }
    return ArrowValue(uncheckedPoints: ring.points, isX: ring.isX, isMiss: false)
  }

  /// Scores an arrow at (`x`, `y`) metres from the centre; see ``score(radius:arrowDiameter:)``.
  public func score(x: Double, y: Double, arrowDiameter: Double) -> ArrowValue {
    score(radius: (x * x + y * y).squareRoot(), arrowDiameter: arrowDiameter)
  }
}
