import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import LiveDependencies
import Navigation
import Scoring
import Store
import Terminal
import Testing

/// The interactive app driven a line at a time, on the live store with the sample gear.
@MainActor
@Suite struct TerminalSessionTests {
  private func scoringModel(_ session: TerminalSession) throws -> LiveScoringModel {
    guard let model = session.coordinator.topScreen?.model as? LiveScoringModel else {
      Issue.record("no scoring screen: \(session.coordinator.breadcrumb)")
      throw CancellationError()
    }
    return model
  }

  @Test func aRoundIsChosenSetUpWithAPickedSetupAndScored() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      let screen = await play(session, ["n", "portsmouth", "p", "1", "s", "X 10 9", "", "10"])
      #expect(screen.hasPrefix("── Home › New round › Round setup (portsmouth) › Scoring\n"))
      #expect(screen.contains("end 1: X 10 9 = 29 (29)"))
      #expect(screen.contains("End 2, distance 1 of 2, 20 yd (18.3 m): 10 = 10"))
      let model = try scoringModel(session)
      #expect(model.runningTotal == 39)
      @Dependency(\.rounds) var rounds
      let stored = try await rounds.arrows(model.roundID)
      #expect(stored.map(\.value.points) == [10, 10, 9, 10])
      let round = try await rounds.round(model.roundID)
      #expect(round.setup != nil)  // the picked setup reached the round
    }
  }

  @Test func aBadArrowRefusesTheWholeLineAndSavesNoneOfIt() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      let screen = await play(session, ["n", "wa18", "s", "10 11 9"])
      #expect(screen.contains("! Value 2 ('11') was refused: 11 is not a score"))
      #expect(screen.contains("None of the line was saved."))
      let model = try scoringModel(session)
      #expect(model.arrows.isEmpty)
      let four = await play(session, ["9 9 9 9"])  // four arrows into a three-arrow end
      #expect(four.contains("! Value 4 ('9') was refused: This end already has its 3 arrows"))
      #expect(model.arrows.isEmpty)
      @Dependency(\.rounds) var rounds
      #expect(try await rounds.arrows(model.roundID).isEmpty, "nothing reached the store")
      let after = await play(session, ["9 9"])
      #expect(!after.contains("!"))
      #expect(model.runningTotal == 18)
    }
  }

  @Test func unknownKeysOnEveryScreenChangeNothing() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      for path in [[], ["n"], ["wa18"], ["p"]] {
        _ = await play(session, path)
        let before = session.coordinator.breadcrumb
        let screen = await play(session, ["zz"])
        #expect(screen.contains("! Unknown key 'zz' here") || screen.contains("! No round 'zz'"))
        #expect(session.coordinator.breadcrumb == before)
      }
      let picker = await play(session, ["7"])
      #expect(picker.contains("! No bow setup 7: type a number from 1 to 2"))
      let home = await play(session, ["b", "b", "b", "b", "b"])
      #expect(home.contains("! This is Home"))
    }
  }

  @Test func backOnThePickerResumesTheWaitingSetupWithNothingChosen() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      _ = await play(session, ["n", "wa18", "p"])
      #expect(session.coordinator.navigator.requests.pendingEntries.count == 1)
      let screen = await play(session, ["b"])
      #expect(screen.contains("Bow setup: none chosen"))
      #expect(session.coordinator.navigator.requests.pendingEntries.isEmpty)
    }
  }

  /// Stranger s7b: after "Could not save your place", quitting still said "Saved your place".
  @Test func quittingWhenThePlaceCannotBeSavedSaysSo() async throws {
    try await CompositionRoot.withLiveDependencies {
      struct Refused: Error {}
      let session = TerminalSession(coordinator: Coordinator()) { _ in throw Refused() }
      _ = await session.start(restoring: nil)
      let goodbye = await play(session, ["q"])
      #expect(goodbye == "Your place was not saved (Home). Bye.\n", "\(goodbye)")
    }
  }

  @Test func quittingWithAPickerOpenResumesItsCallerAndSavesThePath() async throws {
    try await CompositionRoot.withLiveDependencies {
      let saved = Locked<PathSnapshot<Destination>?>(nil)
      let session = TerminalSession(coordinator: Coordinator()) { snapshot in
        saved.withLock { $0 = snapshot }
      }
      _ = await session.start(restoring: nil)
      let goodbye = await play(session, ["n", "wa18", "p", "q"])
      #expect(
        goodbye
          == "Saved your place: Home › New round › Round setup (wa18) › Pick a bow setup. Bye.\n")
      #expect(session.coordinator.navigator.requests.pendingEntries.isEmpty)
      #expect(saved.withLock { $0?.entries.count } == 3)
    }
  }

  @Test func restartingReturnsToTheSameRoundAtTheNextArrow() async throws {
    let database = try Database(.inMemory)
    try await CompositionRoot.seedSamples(into: database)
    let store = SavedStateDAO(database)
    try await CompositionRoot.withLiveDependencies(database: database) {
      let first = TerminalSession(coordinator: Coordinator()) { try await store.savePath($0) }
      _ = await first.start(restoring: nil)
      _ = await play(first, ["n", "wa18", "s", "X 10 9", "", "8"])
      // No `q`: the process is killed here; every key already saved the path.
      first.coordinator.tearDown()

      let second = TerminalSession(coordinator: Coordinator()) { try await store.savePath($0) }
      let snapshot = try await store.loadPath(PathSnapshot<Destination>.self)
      let screen = await second.start(restoring: snapshot)
      #expect(screen.contains("End 2, distance 1 of 2, 18 m: 8 = 8"))
      let model = try scoringModel(second)
      #expect(model.currentEnd.count == 1)
      _ = await play(second, ["7 6"])
      #expect(model.runningTotal == 29 + 21)
    }
  }

  /// Stranger finding 6: `f` on a standard round with arrows still to shoot asks, and `f` again
  /// ends it early (as `rounds finish` does), showing its card, which says ended early.
  @Test func fAskedTwiceEndsAStandardRoundEarlyWithItsCard() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      let scored = await play(session, ["n", "wa18", "s", "10 9 8"])
      #expect(scored.contains("f ends early (asks)"), "\(scored)")
      let asked = await play(session, ["f"])
      #expect(asked.contains("57 arrows still to shoot; the last one completes the round. f again"))
      #expect(!asked.contains("finish once they are in"))
      let model = try scoringModel(session)
      #expect(model.round?.status == .inProgress, "one f ends nothing")
      let ended = await play(session, ["f"])
      #expect(model.round?.status == .completed)
      #expect(ended.contains("Ended WA 18 m early: 27"), "\(ended)")
      #expect(ended.contains("Score card"), "\(ended)")
      #expect(ended.contains("(ended early, 3 of 60 arrows)"), "\(ended)")
    }
  }

  @Test func oneFAsksAndTheRoundWaitsInTheList() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      _ = await play(session, ["n", "wa18", "s", "10 9 8"])
      let refused = await play(session, ["f"])
      #expect(refused.contains("57 arrows still to shoot"))
      let model = try scoringModel(session)
      #expect(model.runningTotal == 27)
      let list = await play(session, ["b", "b", "b", "r"])
      #expect(list.hasPrefix("── Home › Rounds\n"))
      #expect(list.contains("1. WA 18 m: 27, 3 of 60 arrows (in progress)"))
      let detail = await play(session, ["1"])
      #expect(detail.hasPrefix("── Home › Rounds › Round\n"))
      #expect(detail.contains("end 1  10 9 8  = 27  (27)"))
      #expect(detail.contains("keys: c continue scoring"))
      let reopened = await play(session, ["c"])
      #expect(reopened.hasPrefix("── Home › Rounds › Round › Scoring\n"))
      // Reopened, a full end counts as shot: the next arrow starts end 2.
      #expect(reopened.contains("end 1: 10 9 8 = 27 (27)\n  End 2, distance 1 of 2, 18 m: — = 0"))
    }
  }
}
