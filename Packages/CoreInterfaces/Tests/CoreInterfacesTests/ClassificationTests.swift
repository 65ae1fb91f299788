import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// Archery GB 2023 classifications: every worked example of GLOSSARY "Classifications" (class
/// handicaps, thresholds, availability and the result), the gap rule's own example, and the
/// refusals.
@Suite("Archery GB 2023 classifications")
struct ClassificationTests {
  /// One worked example: round, category, a score, the first two and the last class handicaps,
  /// the thresholds best first (`nil` = unavailable) and the class the score earns.
  struct Example: Sendable, CustomStringConvertible {
    let codename: String
    let category: ClassificationCategory
    let score: Int
    let handicaps: (first: Double, second: Double, last: Double)
    let thresholds: [Int?]
    let result: Classification

    var description: String { "\(codename) \(category) \(score)" }
  }

  static func example(
    _ codename: String, _ style: BowStyle, _ gender: Gender, _ age: AgeGroup, _ score: Int,
    _ handicaps: (Double, Double, Double), _ thresholds: [Int?], _ result: Classification
  ) -> Example {
    Example(
      codename: codename, category: .init(bowStyle: style, gender: gender, ageGroup: age),
      score: score, handicaps: handicaps, thresholds: thresholds, result: result)
  }

  static let examples: [Example] = [
    example(
      "york", .recurve, .open, .adult, 1000, (16, 23, 72),
      [1205, 1142, 1061, 957, 829, 684, 534, 394, 278], .bowman1),
    example(
      "wa18", .recurve, .open, .adult, 550, (20.5, 28, 73),
      [578, 560, 537, 506, 466, 413, 347, 272], .indoorBowman1),
    example(
      "wa18", .compound, .open, .adult, 570, (3, 11, 59),
      [583, 571, 560, 546, 527, 498, 458, 403], .indoorBowman1),
    example(
      "worcester", .compound, .female, .adult, 299, (7, 15, 63),
      [nil, nil, 298, 289, 276, 257, 233, 200], .indoorBowman1),
    example(
      "wa720_50_b", .recurve, .female, .u18, 600, (34, 41, 90),
      [nil, nil, nil, nil, nil, 354, 270, 193, 132], .bowman3),
    example(
      "national", .recurve, .female, .adult, 500, (21, 28, 77),
      [nil, nil, nil, nil, nil, 447, 376, 298, 222], .bowman3),
    example(
      "hereford", .recurve, .female, .u18, 1000, (34, 41, 90),
      [1118, 1030, 918, 784, 635, 487, 353, 244, 163], .master),
    example(
      "wa720_50_b", .barebow, .open, .adult, 570, (36, 41.5, 80),
      [626, 599, 565, 525, 476, 419, 354, 288, 225], .master),
    example(
      "portsmouth", .barebow, .open, .adult, 500, (36, 42, 78),
      [565, 549, 528, 503, 472, 433, 387, 331], .indoorBowman3),
    example(
      "york", .longbow, .open, .adult, 400, (53, 59, 101),
      [640, 513, 394, 293, 211, 149, 103, 70, 47], .master),
    example(
      "national", .longbow, .female, .u16, 60, (77, 83, 125),
      [nil, nil, nil, 83, 57, 39, 27, 18, 12], .bowman2),
    example(
      "wa720_70", .compound, .open, .adult, 690, (3, 9, 51),
      [nil, nil, nil, nil, 613, 579, 537, 487, 425], .bowman2),
    example(
      "wa_field_24_red_marked", .compound, .open, .adult, 350, (3, 10.5, 63),
      [408, 391, 369, 345, 318, 286, 248, 204, 157], .bowman1),
    example(
      "wa_field_24_red_marked", .recurve, .female, .u21, 300, (23, 31, 87),
      [353, 325, 293, 254, 207, 157, 111, 74, 46], .master),
    example(
      "wa720_50_c", .compound, .open, .adult, 460, (3, 9, 51),
      [695, 681, 662, 640, 612, 578, 536, 485, 423], .archer3),
  ]

  @Test("Every worked example of the glossary", arguments: examples)
  func workedExample(_ example: Example) throws {
    let classes = try RoundClassifications(codename: example.codename, category: example.category)
    let handicaps = classes.entries.map(\.handicap)
    #expect(handicaps.first == example.handicaps.first)
    #expect(handicaps.dropFirst().first == example.handicaps.second)
    #expect(handicaps.last == example.handicaps.last)
    #expect(classes.entries.map(\.minimumScore) == example.thresholds)
    #expect(try classes.classify(example.score) == example.result)
    #expect(classes.table.map(\.minimumScore) == example.thresholds.compactMap { $0 })
  }

  @Test func theGapRuleRaisesAThresholdThatAWorseHandicapAlsoReaches() throws {
    // Barebow open u12 on a WA 70 m: A3 at 113 expects 13.99 → 14, and at 114 13.08 → 14.
    let category = ClassificationCategory(bowStyle: .barebow, gender: .open, ageGroup: .u12)
    let classes = try RoundClassifications(codename: "wa720_70", category: category)
    let archer3 = try #require(classes.entries.last)
    #expect(archer3.classification == .archer3 && archer3.handicap == 113)
    #expect(archer3.minimumScore == 15)
    #expect(try classes.classify(14) == .unclassified)
    #expect(try classes.classify(15) == .archer3)
  }

  @Test(
    "The field's unsighted bows have no class on the red round",
    arguments: [BowStyle.barebow, .longbow, .traditional])
  func unsightedFieldArchersAreUnclassified(style: BowStyle) throws {
    for gender in Gender.allCases {
      for age in AgeGroup.allCases {
        let category = ClassificationCategory(bowStyle: style, gender: gender, ageGroup: age)
        let classes = try RoundClassifications(
          codename: "wa_field_24_red_marked", category: category)
        #expect(classes.table.isEmpty)
        #expect(try classes.classify(0) == .unclassified)
        #expect(try classes.classify(classes.maximum) == .unclassified)
      }
    }
  }

  @Test func traditionalIsClassedAsBarebow() throws {
    let traditional = ClassificationCategory(
      bowStyle: .traditional, gender: .open, ageGroup: .adult)
    var barebow = traditional
    barebow.bowStyle = .barebow
    for codename in ["portsmouth", "york", "wa720_50_b"] {
      let a = try RoundClassifications(codename: codename, category: traditional)
      let b = try RoundClassifications(codename: codename, category: barebow)
      #expect(a.entries == b.entries, "\(codename)")
    }
  }

  @Test func aRoundOutsideTheSchemeIsRefusedNamingWhy() throws {
    let category = ClassificationCategory(bowStyle: .recurve, gender: .open, ageGroup: .adult)
    let custom = RoundDefinition(
      id: "custom_club", name: "Club 30",
      passes: [
        .init(
          arrows: 36, distance: .known(30, .metres), face: .known(80, .centimetres),
          system: .tenZone, indoor: false)
      ], arrowsPerEnd: 6)
    #expect(throws: ClassificationError.roundNotInScheme(name: "Club 30")) {
      try RoundClassifications(custom, category: category)
    }
    let practice = RoundDefinition.practice(
      distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    #expect(throws: ClassificationError.self) {
      try RoundClassifications(practice, category: category)
    }
    #expect(throws: ClassificationError.roundNotInScheme(name: "frostbite")) {
      try RoundClassifications(codename: "frostbite", category: category)
    }
    let message = ClassificationError.roundNotInScheme(name: "Club 30").errorDescription ?? ""
    #expect(message.contains("Club 30") && message.contains("catalogue"))
    #expect(!message.contains("\n"))
  }

  @Test func aScoreOutsideTheRoundIsRefused() throws {
    let category = ClassificationCategory(bowStyle: .recurve, gender: .open, ageGroup: .adult)
    let wa18 = try RoundClassifications(codename: "wa18", category: category)
    #expect(throws: ClassificationError.scoreOutOfRange(601, maximum: 600, round: "WA 18 m")) {
      try wa18.classify(601)
    }
    #expect(throws: ClassificationError.scoreOutOfRange(-1, maximum: 600, round: "WA 18 m")) {
      try wa18.classify(-1)
    }
    #expect(try wa18.classify(0) == .unclassified)
    #expect(try wa18.classify(600) == .indoorGrandMaster)
    let message = ClassificationError.scoreOutOfRange(601, maximum: 600, round: "WA 18 m")
      .errorDescription
    #expect(message == "A score of 601 cannot be classified on a WA 18 m: it must be 0 to 600.")
  }

  @Test func categoriesReadTheCommandLineSpellingsAndNothingElse() throws {
    #expect(try Gender(parsing: " Female ") == .female)
    #expect(try AgeGroup(parsing: "50+") == .fiftyPlus)
    #expect(try AgeGroup(parsing: "U18") == .u18)
    #expect(
      AgeGroup.allCases.map(\.rawValue) == [
        "50+", "adult", "u21", "u18", "u16", "u15", "u14", "u12",
      ])
    let refused = #expect(throws: ValueRangeError.self) { try Gender(parsing: "male") }
    #expect(
      refused?.errorDescription
        == "Gender 'male' is not a classification gender; use open or female.")
    #expect(throws: ValueRangeError.self) {
      try AgeGroup(parsing: String(repeating: "u", count: 10_000))
    }
    let decoded = try JSONDecoder().decode(
      ClassificationCategory.self,
      from: Data(#"{"bowStyle":"longbow","gender":"open","ageGroup":"50+"}"#.utf8))
    #expect(decoded == .init(bowStyle: .longbow, gender: .open, ageGroup: .fiftyPlus))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        ClassificationCategory.self,
        from: Data(#"{"bowStyle":"longbow","gender":"male","ageGroup":"adult"}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AgeGroup.self, from: Data(#""u99""#.utf8))
    }
  }
}
