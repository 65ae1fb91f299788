import CoreInterfaces
import Testing

@Suite("Round catalogue")
struct RoundCatalogueTests {
  @Test(arguments: [
    ("wa1440_90", 1440, 144, 6), ("wa720_70", 720, 72, 6), ("wa18", 600, 60, 3),
    ("portsmouth", 600, 60, 3), ("worcester", 300, 60, 5), ("york", 1296, 144, 6),
    ("national", 648, 72, 6),
  ])
  func maximaMatchTheGlossary(codename: String, max: Int, arrows: Int, perEnd: Int) throws {
    let round = try #require(RoundCatalogue.round(codename))
    #expect(round.maxScore == max)
    #expect(round.totalArrows == arrows)
    #expect(round.arrowsPerEnd == perEnd)
    #expect(round.totalArrows % round.arrowsPerEnd == 0)
  }

  @Test func unitsConvertAtTheEdges() throws {
    let york = try #require(RoundCatalogue.round("YORK"))
    #expect(abs(york.passes[0].distance.metres - 91.44) < 1e-9)
    #expect(york.passes[0].distance.description == "100 yd")
    let worcester = try #require(RoundCatalogue.round("worcester"))
    #expect(abs(worcester.passes[0].faceDiameter.metres - 0.4064) < 1e-9)
  }

  @Test func compoundsScoreIndoorFacesWithInnerTenOnly() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18")).passes[0]
    let outdoor = try #require(RoundCatalogue.round("wa720_70")).passes[0]
    #expect(wa18.system(for: .compound) == .tenZoneCompound)
    #expect(wa18.system(for: .recurve) == .tenZone)
    #expect(outdoor.system(for: .compound) == .tenZone)
  }

  @Test func passForArrowWalksThePasses() throws {
    let york = try #require(RoundCatalogue.round("york"))
    #expect(york.pass(forArrow: 71)?.distance.value == 100)
    #expect(york.pass(forArrow: 72)?.distance.value == 80)
    #expect(york.pass(forArrow: 144) == nil)
  }
}
