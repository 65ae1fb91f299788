import CoreInterfacesTestSupport
import Testing

@testable import CoreInterfaces

/// The handicap table gives exactly what the root finder gives: every score of several rounds,
/// integer and exact, against a plain bisection over the whole scale (the finder Quiver used
/// before tables) followed by the scheme's integer rule.
@Suite("Handicap tables")
struct HandicapTableTests {
  /// Rounds with every kind of face, indoor and outdoor, metric and imperial, and a compound.
  static let cases: [(codename: String, bowStyle: BowStyle?)] = [
    ("york", nil), ("wa18", nil), ("wa18", .compound), ("worcester", nil), ("wa1440_90", nil),
    ("national", nil), ("wa_field_24_red_marked", nil), ("wa720_50_c", nil), ("vegas", .compound),
  ]

  /// Today's reference: bisection from the scale's bounds to 1e-12.
  static func bisection(_ model: HandicapModel, score: Int) -> Double {
    var low = model.scheme.bounds.lowerBound
    var high = model.scheme.bounds.upperBound
    while high - low > 1e-12 {
      let middle = (low + high) / 2
      if model.unroundedScore(handicap: middle) > Double(score) {
        low = middle
      } else {
        high = middle
      }
    }
    return (low + high) / 2
  }

  @Test("Every score's table handicap equals the root finder's", arguments: cases.indices)
  func tableMatchesTheRootFinder(index: Int) throws {
    let (codename, style) = Self.cases[index]
    let round = try RoundHandicaps(try #require(RoundCatalogue.round(codename)), bowStyle: style)
    var looked = 0
    for score in 1..<round.maximum {
      let reference = Self.bisection(round.model, score: score)
      let exact = try round.exactHandicap(for: score)
      #expect(abs(exact - reference) < 1e-9, "\(codename) \(score): \(exact) vs \(reference)")
      let integer = round.model.integerHandicap(for: score, exact: reference)
      #expect(try round.integerHandicap(for: score) == integer, "\(codename) \(score)")
      if round.tabulated.integerByScore[score] != nil { looked += 1 }
    }
    // Most scores are look-ups; the lowest (handicaps past 150) fall back to the root finder.
    #expect(looked > round.maximum / 2)
    #expect(looked < round.maximum - 1)
    #expect(round.maximumScoreHandicap() == round.model.maximumScoreHandicap())
  }

  @Test func theTableIsTheUnroundedModelAtZeroToOneFifty() throws {
    let york = try RoundHandicaps(try #require(RoundCatalogue.round("york")))
    #expect(york.tabulated.unrounded.count == 151)
    for handicap in [0, 37, 150] {
      #expect(
        york.tabulated.unrounded[handicap] == york.unroundedScore(handicap: Double(handicap)))
      #expect(york.table()[handicap].score == york.expectedScore(handicap: Double(handicap)))
    }
    // Outside 0…150 the table computes what it has no entry for.
    #expect(
      york.table(-2...(-1)).map(\.score) == [-2, -1].map { york.expectedScore(handicap: $0) })
    #expect(york.tabulated.expectedScore(handicap: 151) == nil)
  }

  @Test func aScoreOutsideTheTableFallsBackToTheWholeScale() throws {
    let york = try RoundHandicaps(try #require(RoundCatalogue.round("york")))
    // A York of 2 is worth more than 150, a 1295 less than 0: neither is in the table.
    #expect(york.tabulated.integerByScore[2] == nil)
    #expect(york.tabulated.bracket(of: 1295) == nil)
    #expect(try york.integerHandicap(for: 2) == 157)
    #expect(try york.integerHandicap(for: 1295) == -8)
    #expect(try york.integerHandicap(for: 1296) == -10)
  }

  @Test func theScoreAndSlopeAgreeWithADifferenceQuotient() throws {
    let model = try RoundHandicaps(try #require(RoundCatalogue.round("wa18"))).model
    for handicap in [-20.0, 0, 35.5, 120] {
      let step = 1e-5
      let quotient =
        (model.unroundedScore(handicap: handicap + step)
          - model.unroundedScore(handicap: handicap - step)) / (2 * step)
      let slope = model.evaluate(handicap: handicap).slope
      #expect(slope < 0)
      #expect(abs(slope - quotient) < 1e-4 * max(1, abs(quotient)), "at \(handicap)")
    }
  }

  @Test func oneTableIsKeptPerRoundAndArrowDiameter() async throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let recurve = try RoundHandicaps(wa18)
    #expect(HandicapTables.isCached(recurve.model))
    let compound = try RoundHandicaps(wa18, bowStyle: .compound)
    #expect(compound.model != recurve.model)
    var thicker = HandicapScheme.agb2023
    thicker.arrowDiameterIndoor = 0.0100
    let other = try RoundHandicaps(wa18, scheme: thicker)
    #expect(other.model != recurve.model)
    // A thicker shaft touches more lines, so the same score shows less skill.
    #expect(try other.exactHandicap(for: 500) > recurve.exactHandicap(for: 500))
    // Many tasks asking at once all get the same answers.
    let answers = await withTaskGroup(of: Int?.self) { group in
      for _ in 0..<8 {
        group.addTask { try? RoundHandicaps(wa18).integerHandicap(for: 550) }
      }
      return await group.reduce(into: Set<Int?>()) { $0.insert($1) }
    }
    #expect(answers == [try recurve.integerHandicap(for: 550)])
  }
}
