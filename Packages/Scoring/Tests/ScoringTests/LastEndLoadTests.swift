import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

/// A model loaded by its round's last end (`rounds score`): it never reads the round's every
/// arrow, yet counts, totals, places and refuses as a model loaded whole does.
@MainActor
@Suite("Loading a round by its last end", .dependencies(), .timeLimit(.minutes(1)))
struct LastEndLoadTests {
  let store = RoundClient.inMemory()

  /// Runs `body` with the round, its tail and saving from the store; reading the round's every
  /// arrow (`arrows`, `observeSheet`) stays the failing test value.
  func installed<R>(_ body: () async throws -> R) async rethrows -> R {
    try await withDependencies {
      $0.rounds.round = store.round
      $0.rounds.tail = store.tail
      $0.rounds.saveArrows = store.saveArrows
      $0.roundResults.result = RoundResultClientKey.previewValue.result
    } operation: {
      try await body()
    }
  }

  /// A Portsmouth (20 ends of 3) holding `count` nines, saved straight to the store.
  func portsmouth(holding count: Int) async throws -> RoundID {
    let definition = try #require(RoundCatalogue.round("portsmouth"))
    let id = try await store.start(definition, nil).id
    let nine = try ArrowValue(points: 9, on: .tenZone)
    let line = (0..<count).map {
      ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: nine)
    }
    if !line.isEmpty { try await store.saveArrows(id, line, [], UUID()) }
    return id
  }

  func loaded(_ id: RoundID) async throws -> LiveScoringModel {
    try await installed {
      let model = LiveScoringModel(roundID: id)
      try #require(await model.loadLastEnd(), "\(String(describing: model.error))")
      return model
    }
  }

  @Test func itHoldsTheLastEndAndCountsEveryArrow() async throws {
    let model = try await loaded(try await portsmouth(holding: 58))
    #expect(model.arrows.count == 1)
    #expect(model.arrowCount == 58)
    #expect(model.runningTotal == 58 * 9)
    #expect(model.currentEndNumber == 20)
    #expect(model.currentEnd.count == 1)
  }

  @Test func aLineEndsTheRoundAtItsLastArrowAndNoMore() async throws {
    let id = try await portsmouth(holding: 58)
    let model = try await loaded(id)
    let three = await installed {
      await model.enter(line: ["9", "9", "9"].map(ArrowInput.notation), completingFullEnds: true)
    }
    #expect(!three, "a line past the round's 60th arrow is refused whole")
    #expect(try await store.arrows(id).count == 58)
    let two = await installed {
      await model.enter(line: ["10", "8"].map(ArrowInput.notation), completingFullEnds: true)
    }
    #expect(two)
    #expect(model.runningTotal == 58 * 9 + 18)
    #expect(model.round?.status == .completed)
    #expect(try await store.arrows(id).suffix(2).map(\.arrowIndex) == [1, 2])
  }

  @Test func aFullLastEndIsFollowedByTheNext() async throws {
    let id = try await portsmouth(holding: 57)
    let model = try await loaded(id)
    #expect(model.currentEndNumber == 20)
    #expect(model.currentEnd.isEmpty)
    #expect(await installed { await model.enter(notation: "X") })
    #expect(try await store.arrows(id).last?.endNumber == 20)
    #expect(model.runningTotal == 57 * 9 + 10)
  }

  @Test func aRoundWithoutArrowsStartsAtItsFirst() async throws {
    let model = try await loaded(try await portsmouth(holding: 0))
    #expect(model.arrowCount == 0)
    #expect(model.currentEndNumber == 1)
  }
}
