import Analytics
import CoreInterfaces
import Foundation
import Testing

/// The in-memory client counts matches as the live one does: each replayed by the rulebook for
/// the archer's side, a guest-free side left alone, and one the rules refuse named, not counted.
@Suite("In-memory match history")
struct InMemoryMatchHistoryTests {
  let ana = ArcherID()
  let ben = ArcherID()

  var records: [MatchRecord] {
    [
      // Ana wins 6-0 in sets.
      MatchRecord(
        format: .sets, sideA: [ana], sideB: [ben],
        sets: [
          (a: "10 10 10", b: "9 9 9"), (a: "10 10 10", b: "9 9 9"), (a: "X 10 10", b: "9 9 8"),
        ]),
      // Ben against a guest (side B is no one's history): Ben loses on totals.
      MatchRecord(
        format: .cumulative, sideA: [ben], sideB: [],
        sets: Array(repeating: (a: "9 9 9", b: "10 10 10"), count: 5)),
    ]
  }

  @Test func matchesAreReplayedForTheArchersSide() async throws {
    let client = AnalyticsClient.inMemory([], matches: records, active: ana)
    let anas = try await client.matchHistory(nil)
    #expect(anas.tally.matches == 1 && anas.tally.won == 1 && anas.tally.lost == 0)
    #expect(anas.tally.setPointsFor == 6 && anas.tally.setPointsAgainst == 0)
    #expect(anas.tally.arrows == 9 && anas.tally.points == 90)
    let bens = try await client.matchHistory(ben)
    #expect(bens.tally.matches == 2 && bens.tally.won == 0 && bens.tally.lost == 2)
    #expect(bens.damaged.isEmpty)
    #expect(try await client.matchHistory(ArcherID()).tally.matches == 0)
    #expect(try await AnalyticsClient.inMemory([]).matchHistory(nil).tally.matches == 0)
  }

  @Test func thePreviewCountsItsSampleMatch() async throws {
    let history = try await AnalyticsClientKey.previewValue.matchHistory(nil)
    #expect(history.tally.won == 1 && history.tally.setPointsFor == 6)
    #expect(history.tally.setPointsAgainst == 2 && history.damaged.isEmpty)
  }

  @Test func aMatchTheRulesRefuseIsNamedAndNotCounted() async throws {
    let bad = MatchRecord(
      format: .sets, sideA: [ana], sideB: [ben], sets: [(a: "10 10 10 10", b: "9 9 9")])
    let history = try await AnalyticsClient.inMemory([], matches: records + [bad])
      .matchHistory(ana)
    #expect(history.tally.matches == 1)
    #expect(history.damaged.count == 1)
    #expect(history.damaged.first?.id == bad.id.description)
  }
}
