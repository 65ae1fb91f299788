import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import Store
import Testing

/// The live import: a round stored with different content stops the whole import, naming it;
/// an identical one is skipped.
@Suite("Import conflicts in the store", .timeLimit(.minutes(1)))
struct ImportConflictDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func aChangedRoundIsAConflictAndNothingIsWritten() async throws {
    let dao = AnalyticsDAO(database)
    let stored = AnalyticsSamples.worcester
    _ = try await dao.importRounds([stored])
    let before = try await dao.rounds()
    var changed = stored
    changed.status = .completed
    let error = await #expect(throws: ImportConflict.self) {
      _ = try await dao.importRounds([AnalyticsSamples.portsmouth, changed])
    }
    #expect(error?.rounds.map(\.id) == [stored.id])
    #expect(!stored.arrows.isEmpty)
    #expect(
      error?.rounds.allSatisfy(\.arrows.isEmpty) == true, "no conflicting round's arrows held")
    #expect(try await dao.rounds() == before, "Portsmouth was not written either")
  }

  @Test func aRoundStoredForAnotherArcherIsAConflictNamingThemNotAlreadyThere() async throws {
    let dao = AnalyticsDAO(database)
    let robin = ExportedArcher(try Archer(name: "Robin", bowStyle: .recurve))
    let kim = ExportedArcher(try Archer(name: "Kim", bowStyle: .recurve))
    let round = AnalyticsSamples.worcester
    _ = try await dao.importRounds([round], archer: robin)
    let error = await #expect(throws: ImportConflict.self) {
      _ = try await dao.importRounds([round], archer: kim)
    }
    #expect(error?.owners == [round.id: "Robin"])
    #expect(error?.description(file: "f.json").contains("in f.json is Robin's here") == true)
    let again = try await dao.importRounds([round], archer: robin)
    #expect(again.skipped == 1, "Robin's own file is still already there")
  }

  @Test func anIdenticalRoundIsSkippedSoImportingTwiceAddsNothing() async throws {
    let dao = AnalyticsDAO(database)
    let first = try await dao.importRounds(AnalyticsSamples.rounds)
    let second = try await dao.importRounds(AnalyticsSamples.rounds.reversed())
    #expect(first.rounds == 2 && first.skipped == 0)
    #expect(second == ImportSummary(rounds: 0, arrows: 0, skipped: 2))
    #expect(try await dao.rounds().count == 2)
  }
}
