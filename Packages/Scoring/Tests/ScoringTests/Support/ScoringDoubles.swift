import CoreInterfaces
import CoreInterfacesTestSupport
import Scoring
import Testing

/// A navigator that answers picks from a script and records every call.
@MainActor
final class ScriptedNavigator: ScoringNavigator {
  var answers: [BowSetupSummary?]
  private(set) var pickCalls = 0

  init(answers: [BowSetupSummary?]) { self.answers = answers }

  func pickBowSetup() async -> BowSetupSummary? {
    pickCalls += 1
    return answers.isEmpty ? nil : answers.removeFirst()
  }
}

/// What `RoundClient.start` was asked, as one value a ``Spy`` can record.
struct StartRequest: Equatable, Sendable {
  var codename: String
  var setup: BowSetupSummary?
}

/// The in-memory round store with every write endpoint behind a `Spy`, so a test can assert
/// what was saved, deleted and moved, in order, while the store keeps the real rules.
final class TrackedRounds: Sendable {
  let store = RoundClient.inMemory()
  let saves = Spy<ScoredArrow, Void> { _ in }
  let deletes = Spy<[Int], Void> { _ in }
  let statuses = Spy<RoundStatus, Void> { _ in }
  /// Score cards read when a round completes: the preview's sample, every read recorded.
  let results = Spy<RoundID, RoundResult> { try await RoundResultClientKey.previewValue.result($0) }

  /// The client to install: reads go to the store; writes are recorded, then stored.
  var client: RoundClient {
    var client = store
    let store = store
    let saves = saves
    let deletes = deletes
    let statuses = statuses
    client.saveArrows = { id, arrows, expecting, writer in
      try await store.saveArrows(id, arrows, expecting, writer)
      for arrow in arrows { _ = try await saves(arrow) }
    }
    client.deleteArrow = { id, arrow in
      try await store.deleteArrow(id, arrow)
      _ = try await deletes([arrow.endNumber, arrow.arrowIndex])
    }
    client.setStatus = { id, status in
      try await store.setStatus(id, status)
      _ = try await statuses(status)
    }
    return client
  }

  /// Installs the endpoints live scoring uses — reads from the store, writes recorded — and
  /// leaves every other endpoint failing, so a test reaching one hears about it.
  func install(_ values: inout DependencyValues) {
    let client = client
    values.rounds.round = client.round
    values.rounds.arrows = client.arrows
    values.rounds.observeSheet = client.observeSheet
    values.rounds.saveArrows = client.saveArrows
    values.rounds.deleteArrow = client.deleteArrow
    values.rounds.setStatus = client.setStatus
    values.roundResults.result = results.endpoint
  }

  /// Runs `body` with this store installed (``install(_:)``), in one scope.
  @MainActor
  func installed<R>(_ body: () async throws -> R) async rethrows -> R {
    try await withDependencies {
      install(&$0)
    } operation: {
      try await body()
    }
  }

  /// A live scoring model over a new round of `codename` in this store, made and loaded with
  /// the store installed.
  @MainActor
  func model(_ codename: String, style: BowStyle? = nil) async throws -> LiveScoringModel {
    let id = try await start(codename, style: style)
    return try await installed {
      let model = LiveScoringModel(roundID: id)
      try #require(await model.load())
      return model
    }
  }

  /// Starts `codename` in the store, shot with `style`.
  func start(_ codename: String, style: BowStyle? = nil) async throws -> RoundID {
    let definition = try #require(RoundCatalogue.round(codename))
    let setup = style.map { BowSetupSummary(id: BowSetupID(), name: "Test bow", bowStyle: $0) }
    return try await store.start(definition, setup).id
  }
}
