import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// The JSON export carries whose rounds they are; an import hands that archer to the store, and
/// an older file without one imports as before (into the active archer).
@Suite("Exports that carry their archer", .dependencies(), .timeLimit(.minutes(1)))
struct ExportedArcherTests {
  let robin: Archer
  init() throws {
    robin = try Archer(name: "Robin", bowStyle: .recurve, gender: .female, ageGroup: .u18)
  }

  func export(_ archer: Archer?) async throws -> String {
    let sink = RoundTransferTests.Sink()
    var rounds = AnalyticsSamples.rounds
    rounds[0].bowSetup = BowSetupID()
    rounds[0].bowSetupVersion = 3
    rounds[0].bowSetupName = "Club bow"
    let store = AnalyticsClient.inMemory(rounds)
    try await withDependencies {
      $0.analytics.rounds = store.rounds
    } operation: {
      try await RoundTransfer().export(.json, profile: archer) { sink.write($0) }
    }
    return sink.value
  }

  @Test func theFileNamesTheArcherAndEachRoundsSetupAndTheImportHandsThemOn() async throws {
    let json = try await export(robin)
    #expect(json.contains("\"version\" : 2"))
    #expect(json.contains("\"bowSetupName\" : \"Club bow\""))
    let handed = Locked<(ExportedArcher, [RoundRecord])?>(nil)
    let summary = try await withDependencies {
      $0.analytics.importArchersRounds = { records, archer in
        handed.withLock { $0 = (archer, records) }
        var summary = ImportSummary(rounds: records.count, arrows: 0, skipped: 0)
        summary.archer = ImportedArcher(name: archer.name, created: true)
        return summary
      }
    } operation: {
      try await RoundTransfer().importJSON(Data(json.utf8))
    }
    let (archer, records) = try #require(handed.withLock { $0 })
    #expect(archer == ExportedArcher(robin))
    #expect(records.contains { $0.bowSetupName == "Club bow" && $0.bowSetupVersion == 3 })
    #expect(summary.archer?.sentence == "Created archer Robin.")
  }

  @Test func anOlderFileWithoutAnArcherImportsIntoTheActiveArcher() async throws {
    let json = try await export(nil)
    #expect(!json.contains("\"archer\""))
    let older = json.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1")
    let store = AnalyticsClient.inMemory([])
    let summary = try await withDependencies {
      $0.analytics.importRounds = store.importRounds
    } operation: {
      try await RoundTransfer().importJSON(Data(older.utf8))
    }
    #expect(summary.rounds == AnalyticsSamples.rounds.count)
    #expect(summary.archer == nil)
  }

  @Test func anArcherNoStoreCouldHoldIsRefusedWithItsPath() async throws {
    let json = try await export(robin)
    let nameless = json.replacingOccurrences(of: "\"name\" : \"Robin\"", with: "\"name\" : \" \"")
    let error = await #expect(throws: AnalyticsError.self) {
      try await RoundTransfer().importJSON(Data(nameless.utf8))
    }
    guard case .invalidImport(let path, _)? = error else { return }
    #expect(path == "archer")
  }
}
