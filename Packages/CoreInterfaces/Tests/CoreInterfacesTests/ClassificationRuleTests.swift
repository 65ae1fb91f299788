import Testing

@testable import CoreInterfaces

/// The classification rules one at a time, on numbers chosen to trigger them: the gap rule and
/// the strictly-increasing walk (which never trigger on some rounds), offsets, distances and
/// prestige.
@Suite("Classification rules")
struct ClassificationRuleTests {
  static func thresholds(
    _ raw: [Int], worse: [Int], available: [Bool]? = nil, maximum: Int = 20
  ) -> [Int?] {
    RoundClassifications.thresholds(
      raw: raw, oneWorse: worse, available: available ?? raw.map { _ in true }, maximum: maximum)
  }

  @Test func theGapRuleRaisesAThresholdOrClosesItAtTheMaximum() {
    #expect(Self.thresholds([10, 5], worse: [9, 5]) == [10, 6])
    #expect(Self.thresholds([20, 15], worse: [20, 14]) == [nil, 15])
    // An unavailable class is not raised.
    #expect(Self.thresholds([10, 5], worse: [10, 4], available: [false, true]) == [nil, 5])
  }

  @Test func thresholdsStrictlyIncreaseFromTheWorstClassUp() {
    #expect(Self.thresholds([10, 10], worse: [9, 9]) == [11, 10])
    #expect(Self.thresholds([8, 10], worse: [7, 9]) == [11, 10])
    #expect(Self.thresholds([5, 5, 5], worse: [4, 4, 4]) == [7, 6, 5])
    // At the maximum a better class cannot be higher: it closes.
    #expect(Self.thresholds([20, 20], worse: [19, 19]) == [nil, 20])
  }

  @Test func anUnavailableClassClosesEveryClassAboveIt() {
    #expect(
      Self.thresholds([15, 10, 5], worse: [14, 9, 4], available: [true, true, false])
        == [nil, nil, nil])
    #expect(
      Self.thresholds([15, 10, 5], worse: [14, 9, 4], available: [true, false, true])
        == [nil, nil, 5])
  }

  @Test func theCategoryOffset() {
    func offset(_ scheme: ClassificationScheme, _ style: BowStyle, _ g: Gender, _ a: AgeGroup)
      -> Double
    {
      scheme.offset(for: .init(bowStyle: style, gender: g, ageGroup: a))
    }
    #expect(offset(.outdoor, .recurve, .open, .u18) == 13)
    #expect(offset(.outdoor, .recurve, .female, .u18) == 18)
    #expect(offset(.outdoor, .recurve, .female, .u16) == 24.5)
    #expect(offset(.outdoor, .longbow, .female, .u16) == 24)
    #expect(offset(.outdoor, .recurve, .female, .u15) == 26)
    #expect(offset(.outdoor, .recurve, .open, .u15) == 26)
    // No u21 in the field: classed as adult.
    #expect(offset(.field, .recurve, .female, .u21) == 5)
    #expect(offset(.outdoor, .recurve, .female, .u21) == 11.5)
  }

  @Test func classMinimumDistances() {
    func distances(_ g: Gender, _ a: AgeGroup) -> [Int] {
      let category = ClassificationCategory(bowStyle: .recurve, gender: g, ageGroup: a)
      return (0..<9).map { OutdoorRestrictions.minimumDistance(classIndex: $0, for: category) }
    }
    #expect(distances(.open, .adult) == [90, 90, 90, 90, 70, 60, 50, 40, 30])
    #expect(distances(.female, .adult) == [70, 70, 70, 70, 70, 60, 50, 40, 30])
    #expect(distances(.open, .u14) == [40, 40, 40, 40, 40, 30, 20, 15, 15])
    #expect(distances(.open, .u12) == [30, 30, 30, 30, 30, 20, 15, 15, 15])
  }

  @Test func prestigeRounds() {
    func prestige(_ codename: String, _ style: BowStyle, _ g: Gender, _ a: AgeGroup) -> Bool {
      let round = RoundCatalogue.round(codename)
      return OutdoorRestrictions.isPrestige(
        codename: codename,
        roundMaximumDistance: round.map(OutdoorRestrictions.roundMaximumDistance) ?? 0,
        for: .init(bowStyle: style, gender: g, ageGroup: a))
    }
    #expect(prestige("york", .compound, .open, .adult))
    #expect(!prestige("hereford", .recurve, .open, .adult))
    #expect(!prestige("wa1440_70", .recurve, .open, .u21))
    #expect(prestige("hereford", .recurve, .open, .fiftyPlus))
    #expect(prestige("wa1440_60", .recurve, .female, .u18))
    #expect(!prestige("wa1440_60", .recurve, .female, .adult))
    #expect(prestige("wa720_70", .longbow, .open, .adult))
    #expect(!prestige("wa720_70", .barebow, .open, .adult))
    #expect(prestige("wa720_60", .recurve, .open, .u18))
    #expect(prestige("wa720_60", .recurve, .open, .u16))
    #expect(!prestige("wa720_60", .recurve, .open, .adult))
    #expect(!prestige("wa720_60", .compound, .open, .u16))
    #expect(prestige("wa720_50_c", .compound, .open, .adult))
    #expect(prestige("wa720_50_b", .traditional, .open, .adult))
    #expect(!prestige("wa720_50_b", .compound, .open, .adult))
    #expect(!prestige("st_george", .recurve, .open, .u12))
  }

  @Test func theClassificationModelsFaces() throws {
    let wa720c = try #require(RoundCatalogue.round("wa720_50_c"))
    #expect(
      RoundClassifications.classificationFaces(wa720c, style: .compound).map(\.system) == [
        .tenZone, .tenZone,
      ])
    let vegas = try #require(RoundCatalogue.round("vegas"))
    #expect(
      RoundClassifications.classificationFaces(vegas, style: .compound).map(\.system) == [
        .tenZoneFiveRingCompound, .tenZoneFiveRingCompound,
      ])
    let compoundRound = try #require(RoundCatalogue.round("wa18_compound"))
    #expect(
      RoundClassifications.classificationFaces(compoundRound, style: .recurve).map(\.system) == [
        .tenZoneCompound, .tenZoneCompound,
      ])
    // On the 6-ring scoring face WA 50 m Compound's thresholds would be lower (GLOSSARY: A3 370).
    let category = ClassificationCategory(bowStyle: .compound, gender: .open, ageGroup: .adult)
    #expect(
      try RoundClassifications(wa720c, category: category).entries.last?.minimumScore == 423)
  }
}
