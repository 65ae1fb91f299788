import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// The reference of `Fixtures/HandicapReference.json`: Archery GB 2023 values for every catalogue
/// round from archeryutils, an independent implementation checked against the published tables
/// (scripts/handicap-reference.py regenerates it).
struct HandicapReference: Decodable {
  struct Round: Decodable {
    struct Handicap: Decodable {
      let integer: Int
      let exact: Double
    }
    let maxScore: Int
    let maxScoreHandicap: Int
    let scoreAtHandicap: [String: Int]
    let handicapForScore: [String: Handicap]
  }
  let rounds: [String: Round]

  static let shared: HandicapReference? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/HandicapReference.json")
    return (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
  }()
}

@Suite("Archery GB 2023 handicaps")
struct HandicapTests {
  @Test func theReferenceCoversEveryCatalogueRound() throws {
    let reference = try #require(HandicapReference.shared)
    #expect(Set(reference.rounds.keys) == Set(RoundCatalogue.all.map(\.id)))
  }

  @Test(
    "Expected scores match the reference at 10 handicaps", arguments: RoundCatalogue.all.map(\.id))
  func expectedScores(codename: String) throws {
    let reference = try #require(HandicapReference.shared?.rounds[codename])
    let round = try RoundHandicaps(try #require(RoundCatalogue.round(codename)))
    #expect(round.maximum == reference.maxScore)
    for (handicap, score) in reference.scoreAtHandicap {
      let h = try #require(Double(handicap))
      #expect(round.expectedScore(handicap: h) == score, "\(codename) at \(handicap)")
    }
  }

  @Test(
    "Handicaps for scores match the reference, integer and exact",
    arguments: RoundCatalogue.all.map(\.id))
  func handicapsForScores(codename: String) throws {
    let reference = try #require(HandicapReference.shared?.rounds[codename])
    let round = try RoundHandicaps(try #require(RoundCatalogue.round(codename)))
    for (scoreText, expected) in reference.handicapForScore {
      let score = try #require(Int(scoreText))
      #expect(try round.integerHandicap(for: score) == expected.integer, "\(codename) \(score)")
      let exact = try round.exactHandicap(for: score)
      #expect(
        abs(exact - expected.exact) < 1e-6, "\(codename) \(score): \(exact) vs \(expected.exact)")
    }
    #expect(try round.integerHandicap(for: reference.maxScore) == reference.maxScoreHandicap)
  }

  @Test func scoresOutsideTheRoundHaveNoHandicap() throws {
    let york = try RoundHandicaps(try #require(RoundCatalogue.round("york")))
    #expect(throws: HandicapError.scoreNotPositive(0)) { try york.integerHandicap(for: 0) }
    #expect(throws: HandicapError.scoreAboveMaximum(1297, maximum: 1296, round: "York")) {
      try york.integerHandicap(for: 1297)
    }
    let practice = RoundDefinition.practice(
      distance: Length.known(18, .metres), face: Length.known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    #expect(throws: HandicapError.practiceHasNoHandicap) { try RoundHandicaps(practice) }
  }

  @Test func aHigherHandicapNeverExpectsMoreAndTheTableRunsZeroToOneFifty() throws {
    let table = try RoundHandicaps(try #require(RoundCatalogue.round("wa720_70"))).table()
    #expect(table.count == 151)
    #expect(table.first?.handicap == 0 && table.last?.handicap == 150)
    #expect(zip(table, table.dropFirst()).allSatisfy { $0.score >= $1.score })
  }

  @Test func aCompoundIndoorsShootsTheInnerTenFace() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let recurve = try RoundHandicaps(wa18, bowStyle: .recurve)
    let compound = try RoundHandicaps(wa18, bowStyle: .compound)
    #expect(compound.expectedScore(handicap: 20) < recurve.expectedScore(handicap: 20))
    let asCompoundRound = try RoundHandicaps(try #require(RoundCatalogue.round("wa18_compound")))
    #expect(compound.expectedScore(handicap: 20) == asCompoundRound.expectedScore(handicap: 20))
  }

  @Test func customRoundsHaveHandicapsToo() throws {
    let custom = RoundDefinition(
      id: "custom_club", name: "Club",
      passes: [
        .init(
          arrows: 36, distance: Length.known(30, .metres), face: Length.known(80, .centimetres),
          system: .tenZone, indoor: false)
      ], arrowsPerEnd: 6)
    let round = try RoundHandicaps(custom)
    let score = round.expectedScore(handicap: 40)
    #expect(try round.integerHandicap(for: score) >= 40)
    #expect(try round.integerHandicap(for: score) - 40 <= 1)
  }
}
