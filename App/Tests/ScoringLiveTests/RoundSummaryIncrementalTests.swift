import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// A save adds only its own arrows to the stored summary; undo, status changes and a save that
/// wrote nothing (a retry) rebuild it. Over seeded random sequences of them, the stored summary
/// must always be the full rebuild from the arrows, and `quiver check` must find nothing.
@Suite("Round summaries kept step by step", .timeLimit(.minutes(1)))
struct RoundSummaryIncrementalTests {
  /// One round as the test's writer sees it.
  struct Scored {
    var id: RoundID
    var definition: RoundDefinition
    var bowStyle: BowStyle?
    var arrows: [ScoredArrow] = []
  }

  @Test(arguments: [UInt64(20), 2020, 424_242])
  func theStoredSummaryIsAlwaysTheFullRebuild(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let database = try Database(.inMemory)
    let dao = RoundDAO(database)
    let writer = UUID()
    let practice = RoundDefinition.practice(
      distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let kinds =
      try ["wa18", "portsmouth", "bray_i"].map { try #require(RoundCatalogue.round($0)) }
      + [practice]
    let compound = try await layDownSetup(.compound, in: database)
    var rounds: [Scored] = []
    for (index, definition) in kinds.enumerated() {
      let setup = index.isMultiple(of: 2) ? compound : nil
      let id = try await dao.start(definition, setup: setup).id
      rounds.append(Scored(id: id, definition: definition, bowStyle: setup?.bowStyle))
    }
    var last: (round: Int, arrows: [ScoredArrow], saw: [ArrowEntry])?
    for step in 0..<300 {
      let which = Int.random(in: 0..<rounds.count, using: &random)
      let round = rounds[which]
      let roll = Int.random(in: 0..<100, using: &random)
      do {
        if roll < 60 {
          let line = Self.line(
            after: round, count: Int.random(in: 1...3, using: &random), &random)
          let perEnd = round.definition.arrowsPerEnd
          let saw = round.arrows.suffix(round.arrows.count % perEnd).map(\.entry)
          try await dao.saveArrows(round.id, line, expecting: saw, by: writer)
          rounds[which].arrows += line
          last = (which, line, saw)
        } else if roll < 70, let retry = last {
          try await dao.saveArrows(
            rounds[retry.round].id, retry.arrows, expecting: retry.saw, by: writer)
        } else if roll < 92, let undone = round.arrows.last {
          try await dao.deleteArrow(round.id, undone)
          rounds[which].arrows.removeLast()
          last = nil
        } else {
          let status = RoundStatus.allCases.randomElement(using: &random) ?? .paused
          try await dao.setStatus(round.id, status)
        }
      } catch is ScoringError {
        // A save to a closed round, a full round, or a transition not allowed: refused, no change.
      }
      let (stored, rebuilt) = try await database.read { db in
        (
          try RoundSummaries.stored(round.id.description, db),
          try RoundSummaries.build(round.id.description, db)
        )
      }
      #expect(stored == rebuilt, "seed \(seed), step \(step), round \(round.definition.id)")
      if stored != rebuilt { return }
    }
    #expect(try await database.read { try SummaryCheck.differences($0) } == [])
    let shot = try await database.read { db in
      try db.query("SELECT sum(arrows) FROM round_summaries") { $0.int(0) }.first ?? 0
    }
    #expect(shot > 0, "the sequence saved arrows")
  }

  /// `count` arrows after the round's last, each a value its face scores (an X, a ring, a miss).
  static func line(
    after round: Scored, count: Int, _ random: inout SeededGenerator
  ) -> [ScoredArrow] {
    let perEnd = round.definition.arrowsPerEnd
    return (round.arrows.count..<round.arrows.count + count).map { place in
      let end = place / perEnd + 1
      let system =
        round.definition.pass(forEnd: end)?.pass.system(for: round.bowStyle) ?? .tenZone
      let notation = ["X", "10", "9", "7", "4", "1", "M"].randomElement(using: &random) ?? "M"
      let value = (try? ArrowValue(notation: notation, on: system)) ?? .miss
      return ScoredArrow(endNumber: end, arrowIndex: place % perEnd, value: value)
    }
  }
}
