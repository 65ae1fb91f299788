/// A round: its distances ("passes"), faces, scoring and end size. A standard round comes from
/// ``RoundCatalogue``; a custom round is the archer's own passes; a practice round is one open
/// pass with no arrow limit. A shot round keeps a copy of its definition, so a later change to
/// the catalogue never rewrites it.
public struct RoundDefinition: Sendable, Hashable, Codable, Identifiable {
  /// One distance of a round.
  public struct Pass: Sendable, Hashable, Codable {
    /// Arrows shot at this distance (ignored for practice, which has no limit).
    public var arrows: Int
    /// The shooting distance.
    public var distance: Length
    /// The face's nominal diameter.
    public var faceDiameter: Length
    /// The scoring system on that face.
    public var system: ScoringSystem
    /// Whether the pass is shot indoors (compound inner-10 rule; the indoor arrow diameter in
    /// the handicap model).
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
    public func system(for style: BowStyle?) -> ScoringSystem {
      guard style == .compound, indoor else { return system }
      switch system {
      case .tenZone: return .tenZoneCompound
      case .tenZoneFiveRing: return .tenZoneFiveRingCompound
      default: return system
      }
    }
  }

  /// The codename, e.g. `wa1440_90` (custom rounds: `custom_…`, practice: `practice`).
  public var id: String
  /// The name archers use, e.g. "WA 1440 (90 m)".
  public var name: String
  /// The distances, in shooting order (practice: exactly one).
  public var passes: [Pass]
  /// Arrows shot per end.
  public var arrowsPerEnd: Int
  /// Whether this is open-ended practice: one pass, as many ends as the archer likes.
  public var isPractice: Bool

  /// Creates a round.
  public init(
    id: String, name: String, passes: [Pass], arrowsPerEnd: Int, isPractice: Bool = false
  ) {
    self.id = id
    self.name = name
    self.passes = passes
    self.arrowsPerEnd = arrowsPerEnd
    self.isPractice = isPractice
  }

  /// Open-ended practice at one distance and face.
  public static func practice(
    distance: Length, face: Length, system: ScoringSystem, indoor: Bool, arrowsPerEnd: Int
  ) -> RoundDefinition {
    RoundDefinition(
      id: "practice", name: "Practice at \(distance)",
      passes: [Pass(arrows: 0, distance: distance, face: face, system: system, indoor: indoor)],
      arrowsPerEnd: arrowsPerEnd, isPractice: true)
  }

  /// Arrows in the whole round; `nil` for practice, which has no limit.
  public var totalArrows: Int? { isPractice ? nil : passes.reduce(0) { $0 + $1.arrows } }

  /// The highest possible score; `nil` for practice.
  public var maxScore: Int? {
    isPractice ? nil : passes.reduce(0) { $0 + $1.arrows * $1.system.maxPoints }
  }

  /// Ends in the whole round (each pass holds whole ends); `nil` for practice.
  public var totalEnds: Int? { totalArrows.map { $0 / arrowsPerEnd } }

  /// The pass that arrow number `index` (0-based, over the whole round) belongs to, with its
  /// position (0-based); practice always shoots its one pass.
  public func pass(forArrow index: Int) -> (number: Int, pass: Pass)? {
    guard index >= 0 else { return nil }
    if isPractice { return passes.first.map { (0, $0) } }
    var remaining = index
    for (number, pass) in passes.enumerated() {
      if remaining < pass.arrows { return (number, pass) }
      remaining -= pass.arrows
    }
    return nil
  }

  /// The pass that end `endNumber` (from 1) is shot at, with its position (0-based).
  public func pass(forEnd endNumber: Int) -> (number: Int, pass: Pass)? {
    pass(forArrow: (endNumber - 1) * arrowsPerEnd)
  }

  /// What is wrong with a custom round, if anything: a name, at least one pass, whole ends of at
  /// least one arrow, positive distances and faces.
  public func validationProblem() -> String? {
    if name.trimmingWhitespace().isEmpty { return "a round needs a name" }
    if passes.isEmpty { return "a round needs at least one distance" }
    if !(1...24).contains(arrowsPerEnd) { return "arrows per end must be 1 to 24" }
    for (number, pass) in passes.enumerated() {
      let which = "distance \(number + 1)"
      if pass.distance.value <= 0 { return "\(which) must be longer than zero" }
      if pass.faceDiameter.value <= 0 { return "\(which) needs a face larger than zero" }
      if !isPractice {
        if pass.arrows <= 0 { return "\(which) needs at least one arrow" }
        if pass.arrows % arrowsPerEnd != 0 {
          return "\(which) has \(pass.arrows) arrows, not whole ends of \(arrowsPerEnd)"
        }
      }
    }
    if isPractice && passes.count != 1 { return "practice is shot at one distance" }
    return nil
  }
}
