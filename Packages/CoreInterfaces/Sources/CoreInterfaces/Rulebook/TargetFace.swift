/// The rings of a face as radii, so an arrow's position can be scored with the line rule.
public struct TargetFace: Sendable, Equatable {
  /// One scoring ring: everything within `radius` of the centre scores `points`.
  public struct Ring: Sendable, Equatable {
    /// The ring's outer radius in metres.
    public var radius: Double
    /// The points it scores.
    public var points: Int
    /// Whether it is the X (inner 10) ring.
    public var isX: Bool
  }

  /// The scoring system the rings follow.
  public let system: ScoringSystem
  /// The face's nominal diameter in metres.
  public let diameter: Double
  /// Rings from the innermost out.
  public let rings: [Ring]

  /// The face of `system` at nominal diameter `diameter` metres (the ring tables of the archery rules).
  public init(system: ScoringSystem, diameter: Double) {
    self.system = system
    self.diameter = diameter
    let unit = diameter / 20  // the width of one ring of a 10-zone face
    func tenZone(_ outermost: Int, innerTen: Bool, xScores: Int = 10) -> [Ring] {
      var rings = [Ring(radius: unit / 2, points: xScores, isX: true)]
      for points in stride(from: 10, through: outermost, by: -1) {
        let scored = innerTen && points == 10 ? 9 : points
        rings.append(Ring(radius: Double(11 - points) * unit, points: scored, isX: false))
      }
      return rings
    }
    switch system {
    case .tenZone: rings = tenZone(1, innerTen: false)
    case .tenZoneCompound: rings = tenZone(1, innerTen: true)
    case .tenZoneSixRing: rings = tenZone(5, innerTen: false)
    case .tenZoneFiveRing: rings = tenZone(6, innerTen: false)
    case .tenZoneFiveRingCompound: rings = tenZone(6, innerTen: true)
    case .elevenZone: rings = tenZone(1, innerTen: false, xScores: 11)
    case .fiveZone:
      rings = zip([9, 7, 5, 3, 1], 1...5).map {
        Ring(radius: Double($1) * 2 * unit, points: $0, isX: false)
      }
    case .worldArcheryField:
      let radii = [1.0, 2, 4, 6, 8, 10].map { $0 * unit }
      rings = zip([6, 5, 4, 3, 2, 1], radii).map { Ring(radius: $1, points: $0, isX: false) }
    case .ifaaField:
      rings = zip([5, 4, 3], [2.0, 6, 10]).map { Ring(radius: $1 * unit, points: $0, isX: false) }
    case .worcester:
      rings = zip([5, 4, 3, 2, 1], 1...5).map {
        Ring(radius: Double($1) * 2 * unit, points: $0, isX: false)
      }
    case .beiterHitMiss: rings = [Ring(radius: 10 * unit, points: 1, isX: false)]
    }
  }

  /// Scores an arrow whose centre lies `radius` metres from the face centre, by the line rule: a
  /// shaft of `arrowDiameter` metres touching a line scores the higher ring.
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
