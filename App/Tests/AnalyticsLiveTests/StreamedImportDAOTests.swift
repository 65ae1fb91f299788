import Analytics
import AnalyticsLive
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

/// The live import and export a round at a time: a refusal at the last round of a big file
/// stores nothing, and the export read a round at a time is the file encoded whole.
@Suite("Streamed import and export in the store", .dependencies(), .timeLimit(.minutes(1)))
struct StreamedImportDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  /// `count` rounds of the sample Portsmouth, each its own, a day apart.
  func rounds(_ count: Int) -> [RoundRecord] {
    (0..<count).map { index in
      var record = AnalyticsSamples.portsmouth
      record.id = RoundID()
      record.startedAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400)
      return record
    }
  }

  func exported(_ records: [RoundRecord], archer: Archer?) async throws -> Data {
    let text = Locked("")
    try await withDependencies {
      $0.analytics.rounds = { records }
    } operation: {
      try await RoundTransfer().export(.json, profile: archer) { piece in
        text.withLock { $0 += piece }
      }
    }
    return Data(text.withLock { $0 }.utf8)
  }

  @Test func aBadRoundAtTheEndOfABigFileImportsNothing() async throws {
    var records = rounds(400)
    records[399].arrows[0].endNumber = 99  // outside the round: found only at the last round
    let archer = try Archer(name: "Robin", bowStyle: .recurve)
    let file = try await exported(records, archer: archer)
    let error = await #expect(throws: AnalyticsError.self) {
      try await withDependencies {
        $0.analytics = .live(database)
      } operation: {
        try await RoundTransfer().importJSON(file)
      }
    }
    #expect(
      error == .invalidImport(path: "rounds[399].arrows[0]", problem: "end 99 is outside the round")
    )
    let left = try await database.read { db in
      try ["rounds", "ends", "arrows", "archers", "round_summaries"].map {
        try db.query("SELECT count(*) FROM \($0)") { $0.int(0) }.first ?? -1
      }
    }
    #expect(left == [0, 0, 0, 0, 0], "399 rounds and the archer were written, then rolled back")
  }

  @Test func theLiveExportReadARoundAtATimeIsTheFileEncodedWhole() async throws {
    let records = rounds(5)
    _ = try await AnalyticsDAO(database).importRounds(records)
    let streamed = Locked("")
    try await withDependencies {
      $0.analytics = .live(database)
    } operation: {
      try await RoundTransfer().export(.json) { piece in streamed.withLock { $0 += piece } }
    }
    #expect(Data(streamed.withLock { $0 }.utf8) == (try await exported(records, archer: nil)))
  }

  @Test func aSetupMadeByAnImportTakesTheLatestVersionItsRoundsName() async throws {
    let setup = BowSetupID()
    var records = rounds(3)
    for (index, version) in [2, 5, 3].enumerated() {
      records[index].bowSetup = setup
      records[index].bowSetupName = "Indoor"
      records[index].bowSetupVersion = version
    }
    _ = try await AnalyticsDAO(database).importRounds(records)
    let version = try await database.read { db in
      try db.query("SELECT version FROM bow_setups WHERE id = ?", setup.description) { $0.int(0) }
    }
    #expect(version == [5])
  }
}
