import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

@Suite("Export and import", .dependencies(), .timeLimit(.minutes(1)))
struct RoundTransferTests {
  /// Collects text handed to a writer.
  final class Sink: Sendable {
    private let text = Locked("")
    var value: String { text.withLock { $0 } }
    func write(_ piece: String) { text.withLock { $0 += piece } }
  }

  func export(_ format: ExportFormat, from client: AnalyticsClient) async throws -> String {
    let sink = Sink()
    try await withDependencies {
      $0.analytics.rounds = client.rounds
    } operation: {
      try await RoundTransfer().export(format) { sink.write($0) }
    }
    return sink.value
  }

  @Test func csvHasOneRowPerArrowThatASpreadsheetReads() async throws {
    let csv = try await export(.csv, from: .inMemory(AnalyticsSamples.rounds))
    let lines = csv.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(
      lines.first
        == "date,archer,round,distance,face,end,arrow,value,x_mm,y_mm,arrow_number,bow_setup,bow_setup_version,recorded_total"
    )
    #expect(lines.count == 1 + 24)
    let first = lines[1].split(separator: ",", omittingEmptySubsequences: false)
    #expect(first.count == 14)
    #expect(
      Array(first[2...10]) == ["Portsmouth", "20 yd", "60 cm", "1", "1", "X", "2.0", "3.0", "1"])
    #expect(
      lines.contains { $0.hasSuffix(",Portsmouth,20 yd,60 cm,4,2,M,,,2,,,") },
      "a miss has no position"
    )
  }

  @Test func csvNamesTheArcherKeepsAPaperTotalAndNeverStartsAFormula() throws {
    var paper = AnalyticsSamples.worcester
    (paper.arrows, paper.recordedTotal) = ([], 250)
    paper.definition.name = "=HYPERLINK(\"x\")"
    let rows = CSVExport.rows(paper, archer: "@Sam")
    #expect(rows.count == 1, "one row holds the total")
    let fields = rows[0].split(separator: ",", omittingEmptySubsequences: false)
    #expect(fields.count == 14 && fields.last == "250")
    #expect(fields[1] == "'@Sam", "a leading @ is shown as text, not run")
    #expect(rows[0].contains("\"'=HYPERLINK(\"\"x\"\")\""), "quoted, and text: \(rows[0])")
    let arrows = CSVExport.rows(AnalyticsSamples.worcester, archer: "Sam")
    #expect(arrows.allSatisfy { $0.split(separator: ",")[1] == "Sam" })
  }

  @Test func aJSONExportImportedIntoAnEmptyStoreGivesIdenticalRoundsAndTwiceAddsNothing()
    async throws
  {
    let source = AnalyticsClient.inMemory(AnalyticsSamples.rounds)
    let json = try await export(.json, from: source)
    let empty = AnalyticsClient.inMemory([])
    let transfer = RoundTransfer()
    let first = try await withDependencies {
      $0.analytics.importRounds = empty.importRounds
    } operation: {
      try await transfer.importJSON(Data(json.utf8))
    }
    #expect(first == ImportSummary(rounds: 2, arrows: 24, skipped: 0))
    #expect(try await empty.rounds() == source.rounds(), "identical, IDs and dates included")
    let again = try await withDependencies {
      $0.analytics.importRounds = empty.importRounds
    } operation: {
      try await RoundTransfer().importJSON(Data(json.utf8))
    }
    #expect(again == ImportSummary(rounds: 0, arrows: 0, skipped: 2))
    #expect(transfer.state.value == .done("imported 2 rounds and 24 arrows; 0 already there"))
  }

  @Test func twoRoundsStartedInOneSecondKeepTheirOrderThroughAnExport() async throws {
    var first = AnalyticsSamples.rounds[0]
    var second = AnalyticsSamples.rounds[1]
    first.startedAt = Date(timeIntervalSince1970: 1_795_000_000.2)
    second.startedAt = Date(timeIntervalSince1970: 1_795_000_000.7)
    let source = AnalyticsClient.inMemory([first, second])
    let json = try await export(.json, from: source)
    let empty = AnalyticsClient.inMemory([])
    _ = try await withDependencies {
      $0.analytics.importRounds = empty.importRounds
    } operation: {
      try await RoundTransfer().importJSON(Data(json.utf8))
    }
    let imported = try await empty.rounds()
    #expect(imported.map(\.id) == [second.id, first.id], "newest first, as stored")
    let drift = zip(imported, [second, first]).map {
      abs($0.startedAt.timeIntervalSince($1.startedAt))
    }
    #expect(drift.allSatisfy { $0 < 0.001 }, "each start kept to the millisecond: \(drift)")
  }

  @Test func theJSONExportWritesISODatesInUTCAndLowerCaseIDs() async throws {
    let json = try await export(.json, from: .inMemory(AnalyticsSamples.rounds))
    let file = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let rounds = try #require(file["rounds"] as? [[String: Any]])
    for (round, sample) in zip(
      rounds, AnalyticsSamples.rounds.sorted { $0.startedAt < $1.startedAt })
    {
      #expect(round["id"] as? String == sample.id.description, "lower-case ID")
      let date = try #require(round["startedAt"] as? String, "a date is text, not a number")
      #expect(date.hasSuffix("Z") && date.contains("T"), "ISO 8601 in UTC: \(date)")
      #expect(try Date(date, strategy: .iso8601) == sample.startedAt)
    }
  }

  /// A file the first exporter wrote (seconds since 1970, upper-case IDs), committed as it was.
  @Test func aFileFromTheFirstExporterStillImports() async throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/ExportSecondsSince1970.json")
    let empty = AnalyticsClient.inMemory([])
    let summary = try await withDependencies {
      $0.analytics.importRounds = empty.importRounds
    } operation: {
      try await RoundTransfer().importJSON(try Data(contentsOf: url))
    }
    #expect(summary == ImportSummary(rounds: 1, arrows: 3, skipped: 0))
    let round = try #require(try await empty.rounds().first)
    #expect(round.id.description == "46096bab-3c4e-4f58-a836-454cf36b6509")
    #expect(round.startedAt == Date(timeIntervalSince1970: 1_795_500_651.2487092))
    #expect(round.arrows.count == 3)
  }

  @Test func anExportImportedBackIntoItsOwnStoreAddsNothing() async throws {
    var sample = try #require(AnalyticsSamples.rounds.first)
    sample.startedAt = Date(timeIntervalSince1970: 1_795_500_651.2487092)  // finer than the file
    let store = AnalyticsClient.inMemory([sample])
    let json = try await export(.json, from: store)
    let again = try await withDependencies {
      $0.analytics.importRounds = store.importRounds
    } operation: {
      try await RoundTransfer().importJSON(Data(json.utf8))
    }
    #expect(again == ImportSummary(rounds: 0, arrows: 0, skipped: 1))
  }

  @Test func aDateThatIsNeitherISONorSecondsIsRefusedWithItsPath() async throws {
    let json = try await export(.json, from: .inMemory(AnalyticsSamples.rounds))
    let first = try #require(json.range(of: #""startedAt" : ""#))
    let broken = json.replacingCharacters(
      in: first.upperBound..<json.index(first.upperBound, offsetBy: 10), with: "yesterday!")
    let error = await #expect(throws: AnalyticsError.self) {
      try await RoundTransfer().importJSON(Data(broken.utf8))
    }
    guard case .invalidImport(let path, _)? = error else { return }
    #expect(path == "rounds[0].startedAt")
  }

  @Test func aTruncatedFileIsRefusedWithItsLineAndNothingIsImported() async throws {
    let json = try await export(.json, from: .inMemory(AnalyticsSamples.rounds))
    let truncated = String(json.prefix(json.count / 2))
    let empty = AnalyticsClient.inMemory([])
    let transfer = RoundTransfer()
    let error = await #expect(throws: AnalyticsError.self) {
      try await withDependencies {
        $0.analytics.importRounds = empty.importRounds
      } operation: {
        try await transfer.importJSON(Data(truncated.utf8))
      }
    }
    let lines = truncated.split(separator: "\n").count  // no line of an export is empty
    #expect(
      error
        == .invalidImport(
          path: "line \(lines)", problem: "the file is not complete JSON (truncated or damaged)"))
    #expect(try await empty.rounds().isEmpty)
    #expect(transfer.state.value.isFinished)
    #expect(transfer.state.value.description.hasPrefix("failed: Nothing was imported: line"))
  }

  @Test func aMalformedFieldIsRefusedWithItsPath() async throws {
    var json = try await export(.json, from: .inMemory([AnalyticsSamples.worcester]))
    json = json.replacingOccurrences(
      of: "\"status\" : \"inProgress\"", with: "\"status\" : \"lost\"")
    let error = await #expect(throws: AnalyticsError.self) {
      try await withDependencies {
        $0.analytics.importRounds = AnalyticsClient.inMemory([]).importRounds
      } operation: {
        try await RoundTransfer().importJSON(Data(json.utf8))
      }
    }
    guard case .invalidImport(let path, _) = error else { return }
    #expect(path == "rounds[0].status")
  }

  @Test func anotherAppsJSONIsNotAQuiverExport() async throws {
    let error = await #expect(throws: AnalyticsError.self) {
      try await withDependencies {
        $0.analytics.importRounds = AnalyticsClient.inMemory([]).importRounds
      } operation: {
        try await RoundTransfer().importJSON(
          Data(#"{"format":"other","version":1,"rounds":[]}"#.utf8))
      }
    }
    #expect(
      error
        == .invalidImport(
          path: "the file",
          problem: "it has format 'other' where a Quiver export has \"format\": \"quiver-rounds\""))
  }

  @Test func aFileFromANewerQuiverIsRefusedAndNothingIsImported() async throws {
    let json = try await export(.json, from: .inMemory(AnalyticsSamples.rounds))
    try #require(json.contains("\"version\" : 2"))
    let newer = json.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 3")
    let empty = AnalyticsClient.inMemory([])
    let error = await #expect(throws: AnalyticsError.self) {
      try await withDependencies {
        $0.analytics.importRounds = empty.importRounds
      } operation: {
        try await RoundTransfer().importJSON(Data(newer.utf8))
      }
    }
    #expect(
      error
        == .invalidImport(path: "version", problem: "version 3 is newer than this Quiver reads (2)")
    )
    #expect(try await empty.rounds().isEmpty)
  }

  @Test func progressGoesFromPreparingThroughWritingToDone() async throws {
    let transfer = RoundTransfer()
    let seen = Locked<[TransferState]>([])
    let watcher = Task {
      for await state in transfer.state.values {
        seen.withLock { $0.append(state) }
        if state.isFinished { break }
      }
    }
    try await eventually("the watcher to see the first state") { !seen.withLock { $0 }.isEmpty }
    _ = try await export(.csv, from: .inMemory(AnalyticsSamples.rounds), transfer: transfer)
    try await withTimeout { await watcher.value }
    let states = seen.withLock { $0 }
    #expect(states.first == .preparing)
    #expect(states.last == .done("exported 2 rounds, 24 arrows"))
    #expect(
      states.allSatisfy { state in
        if case .writing(let done, let total) = state { return done <= total && total == 24 }
        return true
      })
  }

  func export(_ format: ExportFormat, from client: AnalyticsClient, transfer: RoundTransfer)
    async throws -> String
  {
    let sink = Sink()
    try await withDependencies {
      $0.analytics.rounds = client.rounds
    } operation: {
      try await transfer.export(format) { sink.write($0) }
    }
    return sink.value
  }
}
