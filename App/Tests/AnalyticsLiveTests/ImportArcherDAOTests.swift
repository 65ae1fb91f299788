import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import Store
import Testing

/// The live import of a file that names its archer: the archer is matched by name or created in
/// the same transaction, the rounds are theirs, and a bow setup this store lacks is made from the
/// name and version the file recorded, never named without existing.
@Suite("Importing an archer's rounds", .timeLimit(.minutes(1)))
struct ImportArcherDAOTests {
  let database: Database
  let robin: ExportedArcher
  init() throws {
    database = try Database(.inMemory)
    robin = ExportedArcher(
      try Archer(name: "Robin", bowStyle: .compound, gender: .female, ageGroup: .u18))
  }

  /// Worcester as shot on version 3 of a setup called `name` (none when `nil`).
  func onASetup(_ name: String?) -> RoundRecord {
    var record = AnalyticsSamples.worcester
    record.bowSetup = BowSetupID()
    record.bowSetupVersion = 3
    record.bowSetupName = name
    return record
  }

  @Test func aNewArcherIsCreatedWithTheirCategoryAndTheSetupIsMadeAsRecorded() async throws {
    let dao = AnalyticsDAO(database)
    let record = onASetup("Club bow")
    let summary = try await dao.importRounds([record], archer: robin)
    #expect(summary.archer == ImportedArcher(name: "Robin", created: true))
    let archers = try await ArchersDAO(database).list().items
    #expect(archers.map(\.name) == ["Robin"])
    #expect(archers.first?.category == (try robin.newArcher()).category)
    let read = try #require(try await dao.rounds().first)
    #expect(read.bowSetup == record.bowSetup)
    #expect(read.bowSetupName == "Club bow")
    #expect(read.bowSetupVersion == 3)
    let owner = try await database.read { db in
      try db.query(
        "SELECT a.name FROM rounds r JOIN archers a ON a.id = r.archer_id WHERE r.id = ?",
        record.id.description
      ) { $0.string(0) }
    }
    #expect(owner == ["Robin"])
    let again = try await dao.importRounds([record], archer: robin)
    #expect(again.archer == ImportedArcher(name: "Robin", created: false))
    #expect(again.skipped == 1)
  }

  @Test func anArcherOfThatNameIsMatchedAndTheRoundsAreTheirsNotTheActiveArchers() async throws {
    let archers = ArchersDAO(database)
    let kim = try await archers.add(try Archer(name: "Kim", bowStyle: .recurve))
    let stored = try await archers.add(try Archer(name: " robin ", bowStyle: .barebow))
    let summary = try await AnalyticsDAO(database).importRounds(
      [AnalyticsSamples.worcester], archer: robin)
    // Their categories differ: both are carried, so the import's line names them; robin is not
    // the active archer, so it also says how to see their rounds.
    let file = try robin.newArcher().category
    #expect(
      summary.archer
        == ImportedArcher(
          name: "robin", created: false, active: false, file: file, kept: stored.category))
    #expect(summary.archer?.fileCategory == file)
    #expect(summary.archer?.kept == stored.category)
    #expect(
      summary.archer?.sentence.hasSuffix(
        "; the rounds are robin's (switch with 'quiver archers switch robin' to see them).")
        == true)
    #expect(try await archers.list().items.count == 2)
    let owner = try await database.read { db in
      try db.query(
        "SELECT archer_id FROM rounds WHERE id = ?", AnalyticsSamples.worcester.id.description
      ) { $0.string(0) }
    }
    #expect(owner == [stored.id.description])
    #expect(owner != [kim.id.description])
  }

  @Test func aSetupTheFileDoesNotNameIsNotClaimedAtAVersionThisStoreLacks() async throws {
    let dao = AnalyticsDAO(database)
    _ = try await dao.importRounds([onASetup(nil)])
    let read = try #require(try await dao.rounds().first)
    #expect(read.bowSetup == nil)
    #expect(read.bowSetupVersion == nil, "no version of a setup that is not here")
    let again = try await dao.importRounds([onASetup(nil)])
    #expect(again.skipped == 1, "the same file again is the same round, not a conflict")
  }
}
