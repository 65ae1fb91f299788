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

  /// Decodes a definition (a stored snapshot, a custom round, an import) and refuses one that
  /// breaks ``validationProblem()``, so no decoded round can hold a billion arrows.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      name: try container.decode(String.self, forKey: .name),
      passes: try container.decode([Pass].self, forKey: .passes),
      arrowsPerEnd: try container.decode(Int.self, forKey: .arrowsPerEnd),
      isPractice: try container.decode(Bool.self, forKey: .isPractice))
    if let problem = validationProblem() {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "round '\(id)': \(problem)"))
    }
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
    let (index, overflow) = (endNumber - 1).multipliedReportingOverflow(by: arrowsPerEnd)
    guard endNumber >= 1, !overflow else { return nil }
    return pass(forArrow: index)
  }

  /// What is wrong with a custom round, if anything: a name, at least one pass, whole ends of at
  /// least one arrow, positive distances and faces.
  public func validationProblem() -> String? {
    if let problem = nameProblem { return problem }
    if passes.isEmpty { return "a round needs at least one distance" }
    if passes.count > 100 { return "a round has at most 100 distances" }
    if !Bounded.arrowsPerEnd.contains(arrowsPerEnd) { return "arrows per end must be 1 to 24" }
    var total = 0
    for (number, pass) in passes.enumerated() {
      let which = "distance \(number + 1)"
      if !Bounded.lengthMetres.contains(pass.distance.metres) {
        return "\(which) must be longer than zero and at most 1000 m"
      }
      if !Bounded.lengthMetres.contains(pass.faceDiameter.metres) {
        return "\(which) needs a face larger than zero"
      }
      if !isPractice {
        if !Bounded.arrowsInRound.contains(pass.arrows) {
          return "\(which) needs 1 to \(Bounded.arrowsInRound.upperBound) arrows"
        }
        if pass.arrows % arrowsPerEnd != 0 {
          return "\(which) has \(pass.arrows) arrows, not whole ends of \(arrowsPerEnd)"
        }
        total += pass.arrows  // each at most 1,000 and at most 100 passes: cannot overflow
      } else if pass.arrows != 0 {
        return "practice has no arrow limit"
      }
    }
    if total > Bounded.arrowsInRound.upperBound {
      return "a round has at most \(Bounded.arrowsInRound.upperBound) arrows, not \(total)"
    }
    if isPractice && passes.count != 1 { return "practice is shot at one distance" }
    return nil
  }

  private var nameProblem: String? {
    if name.trimmingWhitespace().isEmpty { return "a round needs a name" }
    do {
      _ = try Names.validated(name, "round name")
      return nil
    } catch {
      return String(error.errorDescription?.dropLast() ?? "")
    }
  }
}
