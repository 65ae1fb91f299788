import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

/// Two scorers on one match (stranger29d D6) and the Match screen's own words (D9): the line
/// carries the set the screen showed, so a set entered meanwhile on another device refuses it;
/// what a line saved names its set; a set typed when a shoot-off is due is told so.
@MainActor
@Suite("Match screen, two scorers", .dependencies(), .timeLimit(.minutes(1)))
struct MatchModelTwoScorersTests {
  /// A store holding a new `format` match between Ana and Ben with `sets` shot.
  func started(_ format: MatchFormat, _ sets: [(String, String)] = []) async throws
    -> (MatchClient, MatchID)
  {
    let client = MatchClient.inMemory()
    let sheet = try await client.start(
      try MatchSheet(
        sideA: [try MatchEntrant(name: "Ana")], sideB: [try MatchEntrant(name: "Ben")],
        match: Match.replay(format, sets: sets.map { (a: $0.0, b: $0.1) })))
    return (client, sheet.id)
  }

  /// `store`, but the screen's query sees only the match as it first read: what a screen shows
  /// in the moment before another device's write reaches it.
  func frozen(_ store: MatchClient) -> MatchClient {
    var client = store
    client.observeMatch = { id in
      Flow { continuation in
        let task = Task {
          do { continuation.yield(try await store.match(id)) } catch {
            continuation.finish(throwing: error)
          }
        }
        return Cancellable { task.cancel() }
      }
    }
    return client
  }

  @Test func aSetEnteredMeanwhileRefusesTheLineAndSavesNothing() async throws {
    let (store, id) = try await started(.sets)
    try await withDependencies {
      $0.matches = frozen(store)
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      #expect(model.shown.value?.match.sets.isEmpty == true, "set 1 shown as next")
      // Another device enters set 1 meanwhile.
      _ = try await store.shoot(id, try arrows("8 8 8"), try arrows("9 9 9"), nil)
      #expect(!(await model.enter("10 10 10 / 9 9 9")))
      #expect(model.error?.message == "Set 1 was entered meanwhile (8 8 8 / 9 9 9); nothing saved.")
      #expect(try await store.match(id).match.sets.count == 1, "nothing was saved")
    }
  }

  /// The screen's own last line is no other scorer's: a quick next line, before the followed
  /// query catches up, is the next set.
  @Test func aQuickNextLineFromTheSameScreenIsTheNextSet() async throws {
    let (store, id) = try await started(.sets)
    try await withDependencies {
      $0.matches = frozen(store)
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      #expect(await model.enter("10 10 10 / 9 9 9"))
      #expect(await model.enter("9 9 9 / 10 10 10"), "\(model.error?.message ?? "")")
      #expect(model.saved?.match.sets.count == 2)
      let stored = try await store.match(id)
      #expect(stored.match.sets.count == 2)
    }
  }

  @Test func whatALineSavedIsItsSet() async throws {
    let (store, id) = try await started(.sets, [("9 9 9", "10 10 10")])
    try await withDependencies {
      $0.matches = store
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      #expect(await model.enter("10 9 9 / 9 9 9"))
      let saved = try #require(model.saved?.match)
      #expect(saved.sets.count == 2 && saved.setPoints(.a) == 2 && saved.setPoints(.b) == 2)
    }
  }

  /// A sixth set typed when the match is tied 5–5 is told a shoot-off is due, as `match set`
  /// is, not that A shot 3 shoot-off arrows.
  @Test func aSetTypedWhenAShootOffIsDueIsToldSo() async throws {
    let tied = Array(repeating: ("10 9 9", "9 10 9"), count: 5)
    let (store, id) = try await started(.sets, tied)
    try await withDependencies {
      $0.matches = store
    } operation: {
      let model = MatchModel(matchID: id)
      await model.load()
      #expect(model.wants?.needsShootOff == true)
      #expect(!(await model.enter("10 10 10 / 9 9 9")))
      #expect(
        model.error?.message
          == "Set 6: the match is tied after its last set; a shoot-off is due, not another set.")
      #expect(!(await model.enter("10 10 / 9")))
      #expect(model.error?.message.hasPrefix("Shoot-off: A shot 2 arrows") == true)
      #expect(await model.enter("10 / 9"), "one arrow a side is the shoot-off")
      let decided = try await store.match(id)
      #expect(decided.match.outcome.winner == .a)
    }
  }

  func arrows(_ text: String) throws -> [ArrowValue] {
    try MatchNotation.arrows(text[...], at: .set(1), .a)
  }
}
