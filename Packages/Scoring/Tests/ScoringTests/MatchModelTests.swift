import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

/// The Match screen's model over the in-memory match store: a line a set with the set points
/// after it, the shoot-off asked for when tied, nothing taken once decided, and Back during a
/// save leaving the match as before that set or after it, with no refusal shown.
@MainActor
@Suite("Match screen model", .dependencies(), .timeLimit(.minutes(1)))
struct MatchModelTests {
  /// An in-memory store holding a new `format` match between Ana and Ben.
  func started(_ format: MatchFormat = .sets) async throws -> (MatchClient, MatchID) {
    let client = MatchClient.inMemory()
    let sheet = try await client.start(
      try MatchSheet(
        sideA: [try MatchEntrant(name: "Ana")], sideB: [try MatchEntrant(name: "Ben")],
        match: Match(format: format)))
    return (client, sheet.id)
  }

  @Test func eachLineIsASetAndTheMatchStopsOnceDecided() async throws {
    let (client, id) = try await started()
    try await withDependencies {
      $0.matches = client
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      // A shoot-off's line before one is due is told so, not "not a score".
      #expect(!(await model.enter("10@1 / 9@2")))
      #expect(model.error?.message == "Shoot-off: none is due; set 1 is still to be shot.")
      #expect(await model.enter("10 10 10 / 9 9 9"))
      try await eventually("set 1 shown") { model.shown.value?.match.sets.count == 1 }
      #expect(model.shown.value?.match.setPoints(.a) == 2)
      for _ in 0..<2 { #expect(await model.enter("X 10 10 / 9 9 9")) }
      try await eventually("decided") { model.wants?.winner == .a }
      #expect(!(await model.enter("10 10 10 / 9 9 9")))
      #expect(
        model.error?.message
          == "Set 4: the match was decided after set 3 (A won); no further set is shot.")
      #expect(!(await model.enter("10@1 / 9@2")))
      #expect(
        model.error?.message
          == "Shoot-off: the match was decided after set 3 (A won); no shoot-off is shot.")
      let sets = try await client.match(id).match.sets
      #expect(sets.count == 3, "nothing was saved")
    }
  }

  @Test func aTiedMatchTakesTheShootOffOnTheSameLine() async throws {
    let (client, id) = try await started(.cumulative)
    try await withDependencies {
      $0.matches = client
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      for _ in 0..<5 { #expect(await model.enter("10 9 9 / 9 9 10")) }
      try await eventually("tied") { model.wants?.needsShootOff == true }
      #expect(!(await model.enter("10@nan / 10@2")))
      #expect(model.error?.message.hasPrefix("Shoot-off: A's distance from the centre") == true)
      #expect(await model.enter("10@2 / 10@3.5"))
      try await eventually("decided") { model.wants?.winner == .a }
    }
  }

  @Test func aLineWithoutTheSlashOrWithFourArrowsIsRefusedAndSavesNothing() async throws {
    let (client, id) = try await started()
    try await withDependencies {
      $0.matches = client
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      #expect(!(await model.enter("10 9 9 9 9 8")))
      #expect(model.error?.message.hasPrefix("Give side A's arrows, a slash") == true)
      #expect(!(await model.enter("10 9 9 9 / 9 9 8")))
      #expect(model.error?.message == "Set 1: A shot 4 arrows; a set is 3 arrows a side.")
      let sets = try await client.match(id).match.sets
      #expect(sets.isEmpty, "nothing was saved")
    }
  }

  /// Back while the set is being saved cancels the screen's task: the store finishes or not as
  /// one transaction, the model shows no refusal, and it takes the next line afterwards.
  @Test func backDuringASaveShowsNoRefusalAndLeavesTheMatchWhole() async throws {
    let (store, id) = try await started()
    let (gate, opened) = AsyncStream.makeStream(of: Void.self)
    var client = store
    client.shoot = { id, a, b, number in
      for await _ in gate { break }  // held until the test opens it
      try Task.checkCancellation()
      return try await store.shoot(id, a, b, number)
    }
    try await withDependencies {
      $0.matches = client
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      let line = Task { await model.enter("10 10 10 / 9 9 9") }
      try await eventually("saving") { model.saving }
      line.cancel()  // Back
      opened.yield()
      #expect(!(await line.value))
      #expect(model.error == nil && !model.saving)
      let sets = try await store.match(id).match.sets
      #expect(sets.count <= 1, "as before the set or after it")
      opened.finish()
      client.shoot = store.shoot
    }
  }
}
