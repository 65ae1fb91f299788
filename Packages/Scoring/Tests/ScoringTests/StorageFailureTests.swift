import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

/// A storage failure as the live store reports one: a `LocalizedError` that is no scoring rule.
private struct BusyStore: Error, LocalizedError {
  var errorDescription: String? {
    "The database is busy: another program is using it; try again when it has finished."
  }
}

/// When storage cannot save (another program holds the write lock), the archer is told the
/// arrows were not saved and why, and the sheet stays as stored.
@MainActor
@Suite("Scoring when storage fails", .dependencies(), .timeLimit(.minutes(1)))
struct StorageFailureTests {
  let tracked = TrackedRounds()

  @Test func anArrowStorageRefusesIsReportedAsNotSavedAndTheSheetStaysAsStored() async throws {
    let model = try await tracked.model("wa720_70")
    #expect(await tracked.installed { await model.enter(notation: "9") })
    let refused = await withDependencies {
      tracked.install(&$0)
      $0.rounds.saveArrows = { _, _, _, _ in throw BusyStore() }
    } operation: {
      await model.enter(line: [.notation("7"), .notation("X")], completingFullEnds: false)
    }
    #expect(!refused)
    let message = try #require(model.error?.message)
    #expect(message.hasPrefix("Not saved: 7 X. The database is busy"), "\(message)")
    #expect(message.hasSuffix("type them again."), "\(message)")
    #expect(model.currentEnd.map(\.description) == ["9"], "the sheet is what is stored")
    #expect(try await tracked.store.arrows(model.roundID).count == 1)
  }

  @Test func aRuleTheStoreEnforcesIsStillReportedAsThatRule() async throws {
    let model = try await tracked.model("wa720_70")
    let refused = await withDependencies {
      tracked.install(&$0)
      $0.rounds.saveArrows = { _, _, _, _ in throw ScoringError.roundFull(arrows: 72) }
    } operation: {
      await model.enter(notation: "7")
    }
    #expect(!refused)
    #expect(model.error == UserFacingError(ScoringError.roundFull(arrows: 72)))
  }
}
