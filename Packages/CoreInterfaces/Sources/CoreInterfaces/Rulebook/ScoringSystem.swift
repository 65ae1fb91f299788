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
    case .tenZone, .tenZoneCompound: Array((1...10).reversed())
    case .tenZoneSixRing: Array((5...10).reversed())
    case .tenZoneFiveRing, .tenZoneFiveRingCompound: Array((6...10).reversed())
    case .elevenZone: Array((1...11).reversed())
    case .fiveZone: [9, 7, 5, 3, 1]
    case .worldArcheryField: Array((1...6).reversed())
    case .ifaaField: [5, 4, 3]
    case .worcester: [5, 4, 3, 2, 1]
    case .beiterHitMiss: [1]
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

  /// The points a gold counts on an AGB scoresheet (the innermost colour), if the face has one.
  public var goldPoints: Set<Int> {
    switch self {
    case .fiveZone: [9]
    case .tenZone, .tenZoneCompound, .tenZoneSixRing, .tenZoneFiveRing, .tenZoneFiveRingCompound:
      [9, 10]
    case .elevenZone: [9, 10, 11]
    case .worldArcheryField: [5, 6]
    case .ifaaField, .worcester: [5]
    case .beiterHitMiss: []
    }
  }
}
