/// A scoring system, by the identifiers archery software shares (`10_zone`, `Worcester`, …).
public enum ScoringSystem: String, CaseIterable, Codable, Sendable {
  case tenZone = "10_zone"
  case tenZoneCompound = "10_zone_compound"
  case tenZoneSixRing = "10_zone_6_ring"
  case tenZoneFiveRing = "10_zone_5_ring"
  case tenZoneFiveRingCompound = "10_zone_5_ring_compound"
  case elevenZone = "11_zone"
  case fiveZone = "5_zone"
  case worldArcheryField = "WA_field"
  case ifaaField = "IFAA_field"
  case worcester = "Worcester"
  case beiterHitMiss = "Beiter_hit_miss"

  /// The points an arrow can score other than a miss, highest first.
  public var scoringPoints: [Int] {
    switch self {
    case .tenZone, .tenZoneCompound: Made.tenToOne
    case .tenZoneSixRing: Made.tenToFive
    case .tenZoneFiveRing, .tenZoneFiveRingCompound: Made.tenToSix
    case .elevenZone: Made.elevenToOne
    case .fiveZone: Made.odd
    case .worldArcheryField: Made.sixToOne
    case .ifaaField: Made.fiveToThree
    case .worcester: Made.fiveToOne
    case .beiterHitMiss: Made.one
    }
  }

  /// The face's name as messages write it (`10-zone`, `compound 10-zone`); the identifier
  /// (`10_zone`) is what options and files spell.
  public var displayName: String {
    switch self {
    case .tenZone: "10-zone"
    case .tenZoneCompound: "compound 10-zone"
    case .tenZoneSixRing: "6-ring 10-zone"
    case .tenZoneFiveRing: "5-ring 10-zone"
    case .tenZoneFiveRingCompound: "compound 5-ring 10-zone"
    case .elevenZone: "11-zone"
    case .fiveZone: "5-zone imperial"
    case .worldArcheryField: "World Archery field"
    case .ifaaField: "IFAA field"
    case .worcester: "Worcester"
    case .beiterHitMiss: "hit-or-miss"
    }
  }

  /// The most one arrow can score.
  public var maxPoints: Int { scoringPoints.first ?? 0 }

  /// Whether the face's inner ring is written `X` and counted separately: only `10_zone`,
  /// `10_zone_6_ring` and `10_zone_5_ring`. On the compound faces the inner ring *is* the 10, and
  /// the `11_zone` centre is written `11`.
  public var hasXRing: Bool {
    switch self {
    case .tenZone, .tenZoneSixRing, .tenZoneFiveRing: true
    case .tenZoneCompound, .tenZoneFiveRingCompound, .elevenZone, .fiveZone, .worldArcheryField,
      .ifaaField, .worcester, .beiterHitMiss:
      false
    }
  }

  /// The points a gold counts on an AGB scoresheet (the innermost colour), if the face has one
  /// (a short list: asked once for each arrow a summary counts, a look-up is cheaper than a hash).
  public var goldPoints: [Int] {
    switch self {
    case .fiveZone: Made.nine
    case .tenZone, .tenZoneCompound, .tenZoneSixRing, .tenZoneFiveRing, .tenZoneFiveRingCompound:
      Made.nineAndTen
    case .elevenZone: Made.nineToEleven
    case .worldArcheryField: Made.fiveAndSix
    case .ifaaField, .worcester: Made.five
    case .beiterHitMiss: []
    }
  }

  /// Each face's points and golds, made once: a summary asks for them several times for each
  /// stored arrow it counts, and making them each time was most of rebuilding 600,000 arrows'
  /// summaries (`quiver check`).
  private enum Made {
    static let tenToOne = Array((1...10).reversed())
    static let tenToFive = Array((5...10).reversed())
    static let tenToSix = Array((6...10).reversed())
    static let elevenToOne = Array((1...11).reversed())
    static let odd = [9, 7, 5, 3, 1]
    static let sixToOne = Array((1...6).reversed())
    static let fiveToThree = [5, 4, 3]
    static let fiveToOne = [5, 4, 3, 2, 1]
    static let one = [1]
    static let nine = [9]
    static let nineAndTen = [9, 10]
    static let nineToEleven = [9, 10, 11]
    static let fiveAndSix = [5, 6]
    static let five = [5]
  }
}
