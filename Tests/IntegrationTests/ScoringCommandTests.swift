import Foundation
import Store
import Testing

/// Scoring through the commands, as a power user or a script would, including a SIGKILL in the
/// middle of a round.
@Suite("Scoring through the commands", .timeLimit(.minutes(3)))
struct ScoringCommandTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-score-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  /// `--db` makes no folder: each test's is made here.
  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String..., input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  /// `rounds show --json`: the round, then its ends with their arrows (docs/JSON.md).
  struct Sheet: Decodable {
    struct Round: Decodable {
      let status: String
      let score: Int
      let arrows: Int
    }
    struct End: Decodable {
      struct Arrow: Decodable { let value: String }
      let number: Int
      let arrows: [Arrow]
      let total: Int
      let runningTotal: Int
      var values: [String] { arrows.map(\.value) }
    }
    let round: Round
    let ends: [End]
  }

  func sheet(_ id: String) throws -> Sheet {
    let shown = try quiver("rounds", "show", id, "--json")
    try #require(shown.status == 0, "show failed: \(shown.stderr)")
    return try JSONDecoder().decode(Sheet.self, from: Data(shown.stdout.utf8))
  }

  /// `end 2 arrow 1: X (…)` → (2, 1, "X").
  static func acknowledged(_ line: Substring) -> (end: Int, arrow: Int, value: String)? {
    let words = line.split(separator: " ")
    guard words.count >= 5, words[0] == "end", words[2] == "arrow", let end = Int(words[1]),
      let arrow = Int(words[3].dropLast())
    else { return nil }
    return (end, arrow, String(words[4]))
  }

  @Test func aWA18RoundKilledMidwayResumesAndFinishesWithEveryAcknowledgedArrowOnce() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let values = (0..<60).map { ["X", "10", "9", "8", "7", "M"][$0 % 6] }
    let id = try quiver("rounds", "start", "wa18").stdout.trimmingCharacters(
      in: .whitespacesAndNewlines)
    #expect(
      try QuiverBinary.run(["--db", path, "rounds", "score", id] + values.prefix(30)).status == 0)
    // A line is stored in one transaction: killed at any moment, all of it or none is stored,
    // and every arrow it acknowledged is among what is stored.
    let lines = try QuiverBinary.runAndKill(
      ["--db", path, "rounds", "score", id] + values.dropFirst(30),
      afterMilliseconds: Int.random(in: 0...40), waitForOutput: false)
    let acknowledged = lines.compactMap(Self.acknowledged)
    let interrupted = try sheet(id)
    let stored = interrupted.ends.flatMap(\.values)
    #expect(stored.count == 30 || stored.count == 60, "the killed line: all or nothing")
    #expect(stored.count >= 30 + acknowledged.count, "every acknowledged arrow is stored")
    #expect(stored == Array(values.prefix(stored.count)), "in order, each once, with its value")
    for arrow in acknowledged {
      #expect(interrupted.ends[arrow.end - 1].values[arrow.arrow - 1] == arrow.value)
    }
    let database = try Database(.file(path))
    let (rows, places, integrity) = try await database.read { db in
      (
        try db.query("SELECT count(*) FROM arrows") { $0.int(0) }.first,
        try db.query(
          "SELECT count(DISTINCT round_id || '/' || end_number || '/' || arrow_index) FROM arrows"
        ) {
          $0.int(0)
        }.first,
        try db.query("PRAGMA integrity_check") { $0.string(0) }
      )
    }
    #expect(rows == stored.count && places == stored.count, "no arrow stored twice")
    #expect(integrity == ["ok"])

    if stored.count < 60 {
      let resumed = try QuiverBinary.run(
        ["--db", path, "rounds", "score", id] + values.dropFirst(stored.count))
      #expect(resumed.status == 0, "stderr: \(resumed.stderr)")
      let first = try #require(
        resumed.stdout.split(separator: "\n").first.flatMap(Self.acknowledged))
      #expect(
        first.end == stored.count / 3 + 1 && first.arrow == stored.count % 3 + 1,
        "carries on at the next arrow")
    }
    let finished = try quiver("rounds", "finish", id)
    #expect(finished.status == 0, "stderr: \(finished.stderr)")
    let final = try sheet(id)
    #expect(final.round.status == "completed")
    #expect(final.ends.flatMap(\.values) == values)
    #expect(final.round.score == 10 * (10 + 10 + 9 + 8 + 7))
    #expect(final.ends.count == 20)
    #expect(final.ends.last?.runningTotal == final.round.score)
  }

  @Test func aRefusedValueRefusesTheWholeLineAndSavesNoneOfIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let id = try quiver("rounds", "start", "worcester").stdout.trimmingCharacters(in: .newlines)
    let scored = try quiver("rounds", "score", id, "5", "4", "X", "3")
    #expect(scored.status == 1)
    #expect(scored.stdout.isEmpty, "no arrow acknowledged")
    #expect(
      scored.stderr
        == "quiver: Value 3 ('X') was refused: A Worcester face has no X ring; enter 5, 4, 3, 2, "
        + "1, M. None of the line was saved.\n")
    #expect(try sheet(id).ends.flatMap(\.values).isEmpty)
    #expect(try quiver("rounds", "score", id, "5", "4").status == 0)
    // Any unique prefix names the round, however short (the only round here: one character).
    let undone = try quiver("rounds", "undo", String(id.prefix(1)))
    #expect(undone.stdout == "removed end 1 arrow 2: 4 (total 5)\n")
    // Finishing now ends the round early: its card says so, with no handicap.
    let early = try quiver("rounds", "finish", id)
    #expect(early.status == 0, "\(early.stderr)")
    #expect(early.stdout.contains("Score card — Worcester: 5 / 300 (ended early, 1 of 60 arrows)"))
    #expect(!early.stdout.contains("Handicap"))
  }

  @Test func mistakesInTheCommandsAreClearAndChangeNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let unknown = try quiver("rounds", "start", "wa9000")
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("No round is called \"wa9000\""))
    let notAnID = try quiver("rounds", "score", "zz", "9")
    #expect(notAnID.status == 64)
    #expect(notAnID.stderr.contains("'zz' is not a round ID"))
    let noSuchRound = try quiver("rounds", "show", "abcdef12")
    #expect(noSuchRound.status == 1)
    #expect(noSuchRound.stderr.contains("No round's ID starts with 'abcdef12'"))
    let noValues = try quiver("rounds", "score", "abcdef12")
    #expect(noValues.status == 64)
    let list = try quiver("rounds", "list", "--json")
    #expect(
      list.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]"
        || list.stdout.contains("[]"))
    // Two rounds that share a first character: a one-character prefix names both, and the
    // refusal lists them with their names; a longer unique prefix works.
    var started: [String] = []
    for _ in 0..<200 where started.count < 2 {  // bounded: a refused start cannot loop forever
      let id = try quiver("rounds", "start", "wa18").stdout.trimmingCharacters(in: .newlines)
      // One unfinished WA 18 at a time: each is cancelled (and still named) before the next.
      #expect(try quiver("rounds", "cancel", id).status == 0)
      if started.isEmpty || started[0].first == id.first { started.append(id) }
    }
    try #require(started.count == 2)
    let ambiguous = try quiver("rounds", "show", String(started[0].prefix(1)))
    #expect(ambiguous.status == 1)
    #expect(ambiguous.stderr.contains("matches 2 rounds: "), "\(ambiguous.stderr)")
    #expect(ambiguous.stderr.contains("\(started[0].prefix(8)) WA 18 m"))
    let twice = try quiver("rounds", "show", started[0], "--db", path)
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("--db was given twice; give it once"))
    let shared = zip(started[0], started[1]).prefix { $0 == $1 }.count
    let unique = try quiver("rounds", "show", String(started[0].prefix(shared + 1)), "--json")
    #expect(unique.status == 0, "\(unique.stderr)")
    #expect(unique.stdout.contains(started[0]))
  }

  @Test func customAndPracticeRoundsAreShotLikeAnyOther() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let added = try quiver(
      "rounds", "custom", "add", "--name", "Club 30", "--per-end", "3", "--pass",
      "6@30m/80cm/10_zone")
    #expect(added.status == 0, "stderr: \(added.stderr)")
    #expect(added.stdout.hasPrefix("custom_club_30: Club 30, max 60, 6 arrows"))
    let id = try quiver("rounds", "start", "custom_club_30").stdout.trimmingCharacters(
      in: .newlines)
    let scored = try quiver("rounds", "score", id, "X", "9", "8", "7", "6", "5")
    #expect(scored.status == 0)
    #expect(scored.stdout.contains("Score card — Club 30: 45 / 60 (completed)"), "the 6th of 6")
    #expect(try quiver("rounds", "finish", id).stdout.hasPrefix("Finished Club 30: 45.\n\n"))
    let bad = try quiver(
      "rounds", "custom", "add", "--name", "Odd", "--per-end", "4", "--pass", "6@30m/80cm/10_zone")
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("not whole ends of 4"))
    let practice = try quiver(
      "rounds", "start", "practice", "--distance", "18m", "--face", "40cm", "--system", "10_zone",
      "--per-end", "3"
    ).stdout.trimmingCharacters(in: .newlines)
    let plotted = try quiver("rounds", "plot", practice, "0", "3")
    #expect(plotted.stdout.hasPrefix("end 1 arrow 1: X"))
    #expect(try quiver("rounds", "finish", practice).status == 0, "practice finishes any time")
  }

  @Test func targetScoreReadsPositionsAndExplainsEveryBadLine() throws {
    let input = "0 0\n9.5 0\n0 -75\n# a comment\n\nten ten\n400 400\n"
    let scored = try QuiverBinary.run(
      ["target", "score", "--system", "10_zone", "--diameter-cm", "40", "--arrow-mm", "5.5"],
      input: input)
    #expect(scored.status == 1)
    #expect(scored.stdout == "10 X\n10 X\n7 7\n0 M\n")
    #expect(scored.stderr.contains("line 6: 'ten ten' is not 'x y' in millimetres"))
    let compound = try QuiverBinary.run(
      [
        "target", "score", "--system", "10_zone_compound", "--diameter-cm", "40", "--arrow-mm",
        "5.5", "--json",
      ],
      input: "0 0\n")
    #expect(compound.status == 0)
    #expect(compound.stdout.contains("\"value\":\"10\""))
    #expect(compound.stdout.contains("\"isX\":false"))
    let eleven = try QuiverBinary.run(
      ["target", "score", "--system", "11_zone", "--diameter-cm", "80", "--arrow-mm", "5"],
      input: "0 0\n")
    #expect(eleven.stdout == "11 11\n")
    let badSystem = try QuiverBinary.run([
      "target", "score", "--system", "12_zone", "--diameter-cm", "40", "--arrow-mm", "5",
    ])
    #expect(badSystem.status == 64)
    #expect(badSystem.stderr.contains("--system takes one of 10_zone"))
    let badSize = try QuiverBinary.run([
      "target", "score", "--system", "10_zone", "--diameter-cm", "0", "--arrow-mm", "5",
    ])
    #expect(badSize.status == 64)
    #expect(
      badSize.stderr.contains("--diameter-cm '0' is out of range; use more than 0 up to 100000 cm"))
  }
}
