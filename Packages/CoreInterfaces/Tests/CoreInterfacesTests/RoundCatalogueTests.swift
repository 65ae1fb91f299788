import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

@Suite("Round catalogue")
struct RoundCatalogueTests {
  /// (codename, max, arrows, arrows per end, passes) for every round of the rules' catalogue.
  @Test(arguments: [
    ("wa1440_90", 1440, 144, 6, 4), ("wa1440_70", 1440, 144, 6, 4), ("wa1440_60", 1440, 144, 6, 4),
    ("wa720_70", 720, 72, 6, 2), ("wa720_60", 720, 72, 6, 2), ("wa720_50_b", 720, 72, 6, 2),
    ("wa720_50_c", 720, 72, 6, 2), ("wa18", 600, 60, 3, 2), ("wa18_compound", 600, 60, 3, 2),
    ("wa25", 600, 60, 3, 2), ("vegas", 600, 60, 3, 2), ("portsmouth", 600, 60, 3, 2),
    ("worcester", 300, 60, 5, 2), ("bray_i", 300, 30, 3, 1), ("york", 1296, 144, 6, 3),
    ("hereford", 1296, 144, 6, 3), ("st_george", 972, 108, 6, 3), ("windsor", 972, 108, 6, 3),
    ("western", 864, 96, 6, 2), ("national", 648, 72, 6, 2),
    ("wa_field_24_red_marked", 432, 72, 3, 12),
  ])
  func everyRoundHasItsMaximumArrowsAndEnds(
    codename: String, max: Int, arrows: Int, perEnd: Int, passes: Int
  ) throws {
    let round = try #require(RoundCatalogue.round(codename))
    #expect(round.maxScore == max)
    #expect(round.totalArrows == arrows)
    #expect(round.arrowsPerEnd == perEnd)
    #expect(round.passes.count == passes)
    #expect(round.passes.allSatisfy { $0.arrows % perEnd == 0 }, "every pass holds whole ends")
    #expect(round.validationProblem() == nil)
  }

  @Test func theCatalogueHasEveryRoundOnceAndLooksUpAnyCase() {
    #expect(RoundCatalogue.all.count == 21)
    #expect(Set(RoundCatalogue.all.map(\.id)).count == 21)
    #expect(RoundCatalogue.round("PORTSMOUTH")?.name == "Portsmouth")
    #expect(RoundCatalogue.round("wa9000") == nil)
  }

  @Test func unitsConvertAtTheEdges() throws {
    let york = try #require(RoundCatalogue.round("york"))
    #expect(abs(york.passes[0].distance.metres - 91.44) < 1e-9)
    #expect(york.passes[0].distance.description == "100 yd")
    let worcester = try #require(RoundCatalogue.round("worcester"))
    #expect(abs(worcester.passes[0].faceDiameter.metres - 0.4064) < 1e-9)
  }

  @Test func compoundsShootInnerTenIndoorsOnly() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18")).passes[0]
    let vegas = try #require(RoundCatalogue.round("vegas")).passes[0]
    let outdoor = try #require(RoundCatalogue.round("wa720_70")).passes[0]
    #expect(wa18.system(for: .compound) == .tenZoneCompound)
    #expect(wa18.system(for: .recurve) == .tenZone)
    #expect(wa18.system(for: nil) == .tenZone)
    #expect(vegas.system(for: .compound) == .tenZoneFiveRingCompound)
    #expect(outdoor.system(for: .compound) == .tenZone)
  }

  @Test func passesAreFoundByArrowAndByEnd() throws {
    let york = try #require(RoundCatalogue.round("york"))
    #expect(york.pass(forArrow: 0)?.number == 0)
    #expect(york.pass(forArrow: 71)?.number == 0)
    #expect(york.pass(forArrow: 72)?.pass.distance.description == "80 yd")
    #expect(york.pass(forArrow: 144) == nil)
    #expect(york.pass(forEnd: 13)?.number == 1, "end 13 is the first end at 80 yd")
  }

  @Test func practiceHasNoLimitAndNoMaximum() {
    let practice = RoundDefinition.practice(
      distance: Length.known(70, .metres), face: Length.known(122, .centimetres), system: .tenZone,
      indoor: false, arrowsPerEnd: 6)
    #expect(practice.totalArrows == nil)
    #expect(practice.maxScore == nil)
    #expect(practice.pass(forArrow: 10_000)?.number == 0)
    #expect(practice.validationProblem() == nil)
  }

  @Test(arguments: [
    (RoundDefinition(id: "c", name: " ", passes: [], arrowsPerEnd: 6), "a round needs a name"),
    (
      RoundDefinition(id: "c", name: "Mine", passes: [], arrowsPerEnd: 6),
      "a round needs at least one distance"
    ),
    (
      RoundDefinition(
        id: "c", name: "Mine",
        passes: [
          .init(
            arrows: 10, distance: Length.known(30, .metres), face: Length.known(80, .centimetres),
            system: .tenZone, indoor: false)
        ],
        arrowsPerEnd: 6),
      "distance 1 has 10 arrows, not whole ends of 6"
    ),
    (
      RoundDefinition(
        id: "c", name: "Mine",
        passes: [
          .init(
            arrows: 12, distance: .known(30, .metres), face: .known(80, .centimetres),
            system: .tenZone, indoor: false)
        ],
        arrowsPerEnd: 0),
      "arrows per end must be 1 to 24"
    ),
    // A zero distance cannot be made at all: `Length` refuses it (BoundedValuesTests).
  ])
  func customRoundsAreValidated(round: RoundDefinition, problem: String) {
    #expect(round.validationProblem() == problem)
  }
}
