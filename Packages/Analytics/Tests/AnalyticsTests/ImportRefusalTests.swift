import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// Every file an import refuses gets Quiver's words for where and what — never the decoder's —
/// and nothing of it is stored; a round already stored differently is named, not skipped.
@Suite("Import refusals", .dependencies(), .timeLimit(.minutes(1)))
struct ImportRefusalTests {
  static let decoderWords = [
    "DecodingError", "dataCorrupted", "typeMismatch", "Expected to decode", "Attempted to decode",
    "Cannot initialize", "ValueRangeError", "not valid JSON.", "Dictionary<", "Array<",
  ]

  /// The JSON export of `records`, as a string.
  func exported(_ records: [RoundRecord]) async throws -> String {
    try await exportedJSON(records)
  }

  /// Imports `json` into `client` and returns the refusal.
  func refusal(_ json: String, into client: AnalyticsClient = .inMemory([])) async throws
    -> AnalyticsError
  {
    let error = await #expect(throws: AnalyticsError.self) {
      try await withDependencies {
        $0.analytics.importRounds = client.importRounds
      } operation: {
        try await RoundTransfer().importJSON(Data(json.utf8))
      }
    }
    let refused = try #require(error)
    let text = refused.errorDescription ?? ""
    for word in Self.decoderWords { #expect(!text.contains(word), "\(word) in: \(text)") }
    #expect(!text.contains("\n") && text.count < 400, "one short line: \(text)")
    #expect(try await client.rounds().isEmpty, "nothing was imported")
    return refused
  }

  @Test func aListOrAnEmptyObjectIsNotAnExport() async throws {
    #expect(
      try await refusal("[]")
        == .invalidImport(
          path: "the file", problem: "it holds a JSON list, so it is not a Quiver export"))
    #expect(
      try await refusal("{}")
        == .invalidImport(
          path: "the file",
          problem: "it has no format where a Quiver export has \"format\": \"quiver-rounds\""))
  }

  @Test func aBadRoundIDIsNamedByItsPlace() async throws {
    let json = try await exported([AnalyticsSamples.worcester])
    let id = AnalyticsSamples.worcester.id.description  // as the export writes it
    #expect(
      try await refusal(json.replacingOccurrences(of: id, with: "not-a-uuid"))
        == .invalidImport(
          path: "rounds[0].id",
          problem: "not a round ID; use a UUID such as 3a064f12-3cbd-4e33-8710-80b7a0c4c9f0"))
  }

  @Test func nanAndHugeNumbersAreFoundOnTheirLine() async throws {
    let json = try await exported([AnalyticsSamples.worcester])
    let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
    let at = try #require(lines.firstIndex { $0.contains(#/"value" : [0-9]/#) })
    for (bad, problem) in [
      ("NaN", "'N' is not valid JSON here (damaged, or edited by hand)"),
      ("1e999", "the number 1e999 is too large"),
    ] {
      var edited = lines
      edited[at] = edited[at].replacing(#/: [0-9.]+/#, with: ": \(bad)")
      #expect(
        try await refusal(edited.joined(separator: "\n"))
          == .invalidImport(path: "line \(at + 1)", problem: problem))
    }
  }

  @Test func aLengthOutOfRangeIsQuiversWordsAtItsRound() async throws {
    let json = try await exported([AnalyticsSamples.worcester])
    let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
    let at = try #require(lines.firstIndex { $0.contains(#/"value" : [0-9]/#) })
    var edited = lines
    edited[at] = edited[at].replacing(#/: [0-9.]+/#, with: ": -5")
    let error = try await refusal(edited.joined(separator: "\n"))
    guard case .invalidImport(let path, let problem) = error else { return }
    #expect(path == "rounds[0]")
    #expect(problem.hasSuffix("is out of range; use more than 0 up to 1000 m"))
  }

  @Test func aHundredKilobyteNameIsRefusedInOneLineNamingTheRound() async throws {
    var long = AnalyticsSamples.worcester
    long.definition.name = String(repeating: "N", count: 100_000)
    let error = try await refusal(try await exported([long]))
    guard case .invalidImport(let path, let problem) = error else { return }
    #expect(path == "rounds[0].definition")
    #expect(problem.contains("cannot be used; use 1 to 80 characters"))
    var control = AnalyticsSamples.worcester
    control.definition.name = "Worcester\u{1B}[2J"
    let controlError = try await refusal(try await exported([control]))
    #expect(
      controlError.errorDescription?.contains("without control or invisible characters") == true)
  }

  @Test func aBowSetupVersionOutOfRangeIsNamedAndAValidOneRoundTrips() async throws {
    for bad in [0, -1, Int.min, 1_000_001] {
      var round = AnalyticsSamples.worcester
      round.bowSetupVersion = bad
      #expect(
        try await refusal(try await exported([round]))
          == .invalidImport(
            path: "rounds[0].bowSetupVersion", problem: "not a bow-setup version (1 to 1,000,000)"))
    }
    var round = AnalyticsSamples.worcester
    (round.bowSetup, round.bowSetupVersion) = (BowSetupID(), 4)
    let client = AnalyticsClient.inMemory([])
    try await withDependencies {
      $0.analytics.importRounds = client.importRounds
    } operation: {
      _ = try await RoundTransfer().importJSON(Data(try await exported([round]).utf8))
    }
    let stored = try #require(try await client.rounds().first)
    #expect(stored.bowSetupVersion == 4 && stored.bowSetup == round.bowSetup)
  }

  @Test func aRecordedTotalOnlyComesAloneAndPossible() async throws {
    var withArrows = AnalyticsSamples.worcester
    withArrows.recordedTotal = 100
    var impossible = AnalyticsSamples.worcester
    (impossible.arrows, impossible.recordedTotal) = ([], (impossible.definition.maxScore ?? 0) + 1)
    for round in [withArrows, impossible] {
      #expect(
        try await refusal(try await exported([round]))
          == .invalidImport(
            path: "rounds[0].recordedTotal",
            problem: "not a total this round can score without arrows"))
    }
  }

  @Test func aConflictingRoundIsNamedAndNothingIsImported() async throws {
    let stored = AnalyticsSamples.worcester
    let client = AnalyticsClient.inMemory([stored])
    var changed = stored
    changed.arrows.removeLast()
    let error = await #expect(throws: ImportConflict.self) {
      _ = try await client.importRounds([AnalyticsSamples.portsmouth, changed])
    }
    #expect(error?.rounds == [changed])
    let text = error?.errorDescription ?? ""
    #expect(text.contains("\(stored.id.description.prefix(8)) Worcester, "))
    #expect(text.hasPrefix("Nothing was imported: 1 round in the file differs"))
    #expect(try await client.rounds() == [stored], "Portsmouth was not imported either")
    #expect(
      try await client.importRounds([stored, AnalyticsSamples.portsmouth])
        == ImportSummary(rounds: 1, arrows: AnalyticsSamples.portsmouth.arrows.count, skipped: 1),
      "an identical round is still skipped")
  }

  @Test func aConflictOfThousandsOfRoundsIsOneReadableLine() {
    let rounds = (0..<2_499).map { _ in
      var record = AnalyticsSamples.worcester
      record.id = RoundID()
      return record
    }
    let others = Dictionary(
      uniqueKeysWithValues: (0..<7).map { _ in (RoundID(), "Robin") })
    let theirs = others.keys.map { id in
      var record = AnalyticsSamples.portsmouth
      record.id = id
      return record
    }
    let text = ImportConflict(rounds: rounds + theirs, owners: others).description(file: "a.json")
    #expect(text.count < 1_000, "one line a person reads: \(text.count) characters")
    #expect(!text.contains("\n"))
    #expect(text.hasPrefix("Nothing was imported: 2499 rounds in a.json differ"))
    #expect(text.contains("; and 2494 more)"), "\(text)")
    #expect(text.contains("2 more rounds in a.json are other archers' here"), "\(text)")
    #expect(text.components(separatedBy: " Worcester, ").count == 6, "five named")
  }
}
