import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

/// Starting a match on the Match screen (`n FORMAT A… / B…`): store archers by name, a guest
/// marked +; bad input is one line with nothing saved; Back during the start says nothing after.
@MainActor
@Suite("Match screen start", .dependencies(), .timeLimit(.minutes(1)))
struct MatchModelStartTests {
  @Test func aMatchStartedOnTheScreenIsFollowedAndScored() async throws {
    let ana = try Archer(name: "Ana", bowStyle: .recurve)
    let store = MatchClient.inMemory()
    try await withDependencies {
      $0.matches = store
      $0.archers = .inMemory([ana])
    } operation: {
      let model = MatchModel(matchID: nil)
      await model.load()
      #expect(model.error?.message == "No match yet: n FORMAT A-NAME… / B-NAME… starts one.")
      #expect(await model.start("sets ana / +Ben"))
      #expect(model.started == "Match started: Ana (A) against Ben (B).")
      try await eventually("followed") { model.shown.value != nil }
      let sheet = try #require(model.shown.value)
      #expect(sheet.sideA.first?.archer == ana.id, "a store archer by name, any case")
      #expect(sheet.sideB.first?.archer == nil, "a name marked + a guest")
      #expect(model.matchID == sheet.id)
      #expect(await model.enter("10 10 10 / 9 9 9"))
      try await eventually("set 1") { model.shown.value?.match.setPoints(.a) == 2 }
    }
  }

  /// A stored archer whose name has a space is typed in double quotes, as on the Target screen
  /// (stranger29b N6: `Ana Lopez` was read as two names and the match refused).
  @Test func aNameWithSpacesIsTypedInQuotes() async throws {
    let ana = try Archer(name: "Ana Lopez", bowStyle: .recurve)
    let store = MatchClient.inMemory()
    try await withDependencies {
      $0.matches = store
      $0.archers = .inMemory([ana])
    } operation: {
      let model = MatchModel(matchID: nil)
      await model.load()
      #expect(
        await model.start("sets \"Ana Lopez\" / +\"Mary Ann\""), "\(model.error?.message ?? "")")
      #expect(model.started == "Match started: Ana Lopez (A) against Mary Ann (B).")
      let sheet = try #require(try await store.list().items.first)
      #expect(sheet.sideA.first?.archer == ana.id, "the store archer, by the name in quotes")
      #expect(sheet.sideB.first?.archer == nil && sheet.sideB.first?.name == "Mary Ann")
    }
  }

  @Test(arguments: [
    ("duel Ana / Ben", "No match format 'duel'; formats: sets, cumulative, team-sets,"),
    ("team-sets +Ana +Bo / +Cy +Di +Ed", "Side A names 2 archers; a match of team sets"),
    ("sets / +Ben", "Side A names 0 archers"),
    // A typo is not silently a guest, whose match would be missing from the archer's history.
    ("sets Zed / +Ben", "No archer is named 'Zed'; mark a guest with +Zed."),
    ("sets Ana Ben", "Type 'n FORMAT A-NAME… / B-NAME…'"),
    ("", "Type 'n FORMAT A-NAME… / B-NAME…'"),
    ("sets +LONG / +Ben", "Archer name 'xxx"),  // LONG: a 100 kB name
  ])
  func badInputIsOneLineAndSavesNothing(line: String, said: String) async throws {
    let store = MatchClient.inMemory()
    try await withDependencies {
      $0.matches = store
      $0.archers = .inMemory()
    } operation: {
      let model = MatchModel(matchID: nil)
      await model.load()
      let long = String(repeating: "x", count: 100_000)
      #expect(!(await model.start(line.replacingOccurrences(of: "LONG", with: long))))
      let message = try #require(model.error?.message)
      #expect(message.hasPrefix(said), "\(message.prefix(200))")
      #expect(!message.contains("\n") && message.count < 300)
      #expect(try await store.list().items.isEmpty, "nothing saved")
      #expect(model.matchID == nil)
    }
  }

  /// Back while the match is being stored: the start finishes or not, nothing is said, and the
  /// screen (gone) follows nothing new.
  @Test func backDuringTheStartSaysNothing() async throws {
    let store = MatchClient.inMemory()
    let (gate, opened) = AsyncStream.makeStream(of: Void.self)
    var client = store
    client.start = { sheet in
      for await _ in gate { break }  // held until the test opens it
      try Task.checkCancellation()
      return try await store.start(sheet)
    }
    try await withDependencies {
      $0.matches = client
      $0.archers = .inMemory()
    } operation: {
      let model = MatchModel(matchID: nil)
      await model.load()
      let line = Task { await model.start("sets +Ana / +Ben") }
      try await eventually("saving") { model.saving }
      line.cancel()  // Back
      opened.yield()
      #expect(!(await line.value))
      #expect(model.started == nil && !model.saving && model.matchID == nil)
      #expect(model.error?.message == "No match yet: n FORMAT A-NAME… / B-NAME… starts one.")
      #expect(try await store.list().items.isEmpty, "cancelled before it was stored")
      opened.finish()
    }
  }
}
