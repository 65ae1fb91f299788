import CoreInterfacesTestSupport
import Testing

@testable import CoreInterfaces

/// The shared round handicaps give what a fresh `RoundHandicaps` gives, for every round, bow
/// style and score, on hostile definitions too: one ID with other faces, a practice round, and
/// more definitions than the cache holds.
@Suite("Round handicaps cache")
struct RoundHandicapsCacheTests {
  /// The integer handicap of `score` as a fresh `RoundHandicaps` gives it, `nil` when none.
  static func fresh(_ round: RoundDefinition, _ style: BowStyle?, _ score: Int) -> Int? {
    try? RoundHandicaps(round, bowStyle: style).integerHandicap(for: score)
  }

  /// The same through the cache.
  static func cached(_ round: RoundDefinition, _ style: BowStyle?, _ score: Int) -> Int? {
    try? RoundHandicapsCache.handicaps(round, bowStyle: style).get().integerHandicap(for: score)
  }

  @Test func everyCatalogueRoundAndStyleGivesTheFreshHandicap() {
    let styles: [BowStyle?] = [nil] + BowStyle.allCases.map { $0 }
    for round in RoundCatalogue.all {
      for style in styles {
        let maximum = round.maxScore ?? 100
        for score in [-1, 0, 1, maximum / 3, maximum - 1, maximum, maximum + 1] {
          // Twice: the first makes the entry, the second reads it.
          #expect(Self.cached(round, style, score) == Self.fresh(round, style, score))
          #expect(Self.cached(round, style, score) == Self.fresh(round, style, score))
        }
      }
    }
  }

  @Test func aDefinitionWithTheSameIDButOtherFacesIsItsOwnEntry() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    var smaller = wa18
    for index in smaller.passes.indices {
      smaller.passes[index].faceDiameter = try Length(20, .centimetres)
    }
    let score = 500
    _ = Self.cached(wa18, nil, score)
    #expect(Self.cached(smaller, nil, score) == Self.fresh(smaller, nil, score))
    #expect(Self.fresh(smaller, nil, score) != Self.fresh(wa18, nil, score))
    // The compound's inner-10 faces are another entry of the same definition.
    #expect(Self.cached(wa18, .compound, score) == Self.fresh(wa18, .compound, score))
  }

  @Test func practiceHasNoneThroughTheCacheEither() throws {
    let practice = RoundDefinition.practice(
      distance: try Length(18, .metres), face: try Length(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    #expect(throws: HandicapError.practiceHasNoHandicap) {
      try RoundHandicapsCache.handicaps(practice, bowStyle: nil).get()
    }
  }

  @Test func moreDefinitionsThanItHoldsStillGiveTheFreshHandicap() throws {
    let york = try #require(RoundCatalogue.round("york"))
    for copy in 0...(RoundHandicapsCache.capacity + 10) {
      var round = york
      round.id = "york-\(copy)"
      #expect(Self.cached(round, nil, 800 + copy % 200) == Self.fresh(round, nil, 800 + copy % 200))
    }
  }
}
