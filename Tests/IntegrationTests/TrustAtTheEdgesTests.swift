import CoreInterfaces
import Foundation
import Testing

/// Issue 16, "Nothing a person types can cost data", through the built executable: a value past
/// its type's limit is refused with 64 and nothing saved, a bad line saves none of its arrows, a
/// name is never taken twice, two writers on one file never lose or hide an arrow, and a stop
/// signal ends the app however early it comes.
@Suite("Trust at the edges", .timeLimit(.minutes(5)))
struct TrustAtTheEdgesTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-edge-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  func id(_ output: QuiverBinary.Output) throws -> String {
    try #require(output.status == 0, "stderr: \(output.stderr)")
    return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  struct Sheet: Decodable {
    struct Round: Decodable {
      let score: Int
      let arrows: Int
    }
    struct End: Decodable {
      struct Arrow: Decodable { let value: String }
      let arrows: [Arrow]
    }
    let round: Round
    let ends: [End]
    var total: Int { round.score }
    var arrows: Int { round.arrows }
    var values: [String] { ends.flatMap { $0.arrows.map(\.value) } }
  }

  func sheet(_ id: String) throws -> Sheet {
    let shown = try quiver("rounds", "show", id, "--json")
    try #require(shown.status == 0, "show failed: \(shown.stderr)")
    return try JSONDecoder().decode(Sheet.self, from: Data(shown.stdout.utf8))
  }

  func setup() throws -> String {
    let riser = try id(quiver("equipment", "add", "riser", "--name", "Riser"))
    let sight = try id(quiver("equipment", "add", "sight", "--name", "Sight"))
    return try id(
      quiver(
        "setups", "add", "--name", "Indoor", "--style", "recurve", "--add-part", riser,
        "--add-part", sight))
  }

  @Test func aSightMarkOf1e19IsRefusedAndTheSetupStillShows() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let setup = try setup()
    let refused = try quiver("sightmarks", setup, "set", "18m", "1e19")
    #expect(refused.status == 64, "\(refused)")
    #expect(refused.stderr.hasPrefix("quiver: "))
    let shown = try quiver("setups", "show", setup)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(!shown.stdout.contains("sight mark at 18 m"))
    #expect(try quiver("sightmarks", setup).status == 0)
  }

  @Test func aPlotAt1e22IsRefusedAndTheRoundStillShows() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try id(quiver("rounds", "start", "wa18"))
    let refused = try quiver("rounds", "plot", round, "1e22", "0")
    #expect(refused.status == 64, "\(refused)")
    #expect(try sheet(round).arrows == 0)
  }

  @Test func aBillionArrowsAreRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refused = try quiver("equipment", "add", "arrow", "--name", "A", "--count", "1000000000")
    #expect(refused.status == 64, "a value out of its range on the command line: \(refused)")
    #expect(refused.stderr.contains("1000"), "\(refused.stderr)")
    #expect(try quiver("equipment", "list").stdout.hasPrefix("No equipment yet"), "nothing saved")
  }

  @Test func aSetupWithTwoRisersIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try id(quiver("equipment", "add", "riser", "--name", "R1"))
    let second = try id(quiver("equipment", "add", "riser", "--name", "R2"))
    let refused = try quiver(
      "setups", "add", "--name", "Twin", "--style", "recurve", "--add-part", first, "--add-part",
      second)
    #expect([1, 64].contains(refused.status), "\(refused)")
    #expect(refused.stderr.hasPrefix("quiver: "))
    #expect(!(try quiver("setups", "list").stdout.contains("Twin")), "nothing saved")
  }

  @Test func aSecondCustomRoundWithATakenNameIsRefusedNamingIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let add = ["rounds", "custom", "add", "--name", "Club 30", "--per-end", "3", "--pass"]
    #expect(try QuiverBinary.run(["--db", path] + add + ["6@30m/80cm/10_zone"]).status == 0)
    let again = try QuiverBinary.run(["--db", path] + add + ["12@20m/60cm/10_zone"])
    #expect([1, 64].contains(again.status), "\(again)")
    #expect(again.stderr.contains("Club 30"), "\(again.stderr)")
    let listed = try quiver("rounds", "custom", "list")
    #expect(listed.stdout.components(separatedBy: "Club 30").count == 2, "\(listed.stdout)")
  }

  @Test func anArcherNameIsNeverTakenTwice() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("archers", "add", "Sam").status == 0)
    let again = try quiver("archers", "add", "Sam")
    #expect([1, 64].contains(again.status), "\(again)")
    #expect(again.stderr.contains("Sam"), "\(again.stderr)")
    let listed = try quiver("archers")
    #expect(listed.stdout.components(separatedBy: "Sam").count == 2, "\(listed.stdout)")
  }

  @Test func aHandicapOf500IsAUsageError() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refused = try QuiverBinary.run(["handicap", "--round", "york", "--handicap", "500"])
    #expect(refused.status == 64, "\(refused)")
    #expect(refused.stdout.isEmpty)
  }

  @Test func removingAMissingSightMarkIsRefusedAndMakesNoVersion() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let setup = try setup()
    #expect(try quiver("sightmarks", setup, "set", "18m", "5.5").status == 0)
    let versions = try quiver("setups", "versions", setup).stdout
    let refused = try quiver("sightmarks", setup, "remove", "30m")
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stderr.contains("30 m"), "\(refused.stderr)")
    #expect(try quiver("setups", "versions", setup).stdout == versions, "no new version")
  }

  @Test func aLineWithAnElevenSavesNoneOfItsArrows() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try id(quiver("rounds", "start", "wa18"))
    let refused = try quiver("rounds", "score", round, "9", "9", "11")
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stderr.contains("'11'"), "\(refused.stderr)")
    #expect(try sheet(round).arrows == 0)
  }

  /// Types `line` into the app and returns the screen it showed in answer (the app echoes each
  /// piped line, then shows the next screen, its message last, in one write).
  func answer(_ app: RunningQuiver, _ line: String) throws -> String {
    let before = app.printed.count
    try app.type(line)
    func shown() -> String? {
      let printed = app.printed.dropFirst(before)
      guard let echo = printed.range(of: "> \(line)\n") else { return nil }
      let screen = printed[echo.upperBound...]
      return screen.contains("\nkeys: ") && screen.hasSuffix("\n") ? String(screen) : nil
    }
    try #require(poll(for: 20) { shown() != nil }, "no answer to '\(line)':\n\(app.printed)")
    Thread.sleep(forTimeInterval: 0.05)  // a message split from its screen by the pipe
    return shown() ?? ""
  }

  @Test func theAppAndACommandScoringOneRoundNeverLoseOrHideAnArrow() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let app = try RunningQuiver(["app", "--db", path])
    defer { kill(app.pid, SIGKILL) }
    try app.waitFor("── Home")
    _ = try answer(app, "n")
    _ = try answer(app, "8")
    let scoring = try answer(app, "s")
    try #require(scoring.contains("› Scoring"), "\(scoring)")
    let listed = try quiver("rounds", "list", "--json")
    let rounds =
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
    let round = try #require(rounds?.first?["id"] as? String, "\(listed.stdout)")

    // The command scores while the app shows the empty end: the open sheet follows it, and the
    // app's next arrow goes after the command's.
    #expect(try quiver("rounds", "score", round, "5").status == 0)
    // A piped app draws on a key: `?` shows the sheet once the store's watch has seen the commit.
    var shown = ""
    for _ in 0..<20 where !shown.contains(": 5 = 5") { shown = try answer(app, "?") }
    #expect(shown.contains(": 5 = 5"), "\(shown)")
    #expect(!(try answer(app, "9")).contains("\n! "))
    #expect(try sheet(round).values == ["5", "9"])

    // The command adds after it; the app's undo would remove the command's arrow (or leave a
    // hole under it), so it is refused.
    #expect(try quiver("rounds", "score", round, "7").status == 0)
    let undo = try answer(app, "u")
    #expect(undo.contains("\n! "), "\(undo)")
    #expect(try sheet(round).values == ["5", "9", "7"])
    try app.type("q")
    #expect(try app.exitStatus() == 0)
    #expect(try sheet(round).values == ["5", "9", "7"])
  }

  @Test func aSigtermSentAsTheAppStartsAlwaysEndsIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for attempt in 0..<20 {
      let app = try RunningQuiver(["app", "--db", path])
      usleep(UInt32(1_000 + attempt % 5 * 1_000))  // 1–5 ms after the spawn
      kill(app.pid, SIGTERM)
      let status = try app.exitStatus(seconds: 10)
      #expect(status == 128 + SIGTERM, "attempt \(attempt): status \(status), \(app.printed)")
    }
    // The file was never left half-made.
    #expect(try quiver("rounds", "list").status == 0)
  }

  // Beyond the brief: a stranger's attacks.

  @Test func twoCommandsScoringOneRoundAtOnceNeverLoseAnAcknowledgedArrow() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try id(quiver("rounds", "start", "wa18"))
    let saved = Locked(0)
    let statuses = Locked<[Int32]>([])
    let database = path
    for _ in 0..<15 {
      DispatchQueue.concurrentPerform(iterations: 2) { writer in
        let run = try? QuiverBinary.run(
          ["--db", database, "rounds", "score", round, writer == 0 ? "9" : "8"])
        let status = run?.status ?? -1
        statuses.withLock { $0.append(status) }
        if status == 0 { saved.withLock { $0 += 1 } }
      }
    }
    #expect(statuses.withLock { $0 }.allSatisfy { [0, 1].contains($0) }, "\(statuses)")
    let sheet = try sheet(round)
    #expect(sheet.arrows == saved.withLock { $0 }, "every acknowledged arrow stored, once")
    #expect(sheet.values.allSatisfy { ["9", "8"].contains($0) })
  }

  @Test func aMegabyteLineInTheAppIsRefusedAndTheAppCarriesOn() throws {
    let keys = ["n", "8", "s", String(repeating: "9 ", count: 500_000), "q"]
    let run = try QuiverBinary.run(
      ["app", "--in-memory"], input: keys.joined(separator: "\n") + "\n", timeout: 120)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("Bye.\n"), "\(run.stdout.suffix(300))")
  }

  /// A line checked whole is still saved arrow by arrow: another writer landing between two of
  /// its arrows leaves the first ones saved, and the command says "nothing was saved here".
  @Test
  func aLineRefusedAsChangedElsewhereSavesNoneOfItsArrows() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The race is narrow: a few attempts, each on a fresh round.
    for attempt in 0..<6 {
      let round = try id(quiver("rounds", "start", "wa1440_90"))
      let database = path
      let lines = Locked<[QuiverBinary.Output]>([])
      let done = Locked(false)
      DispatchQueue.concurrentPerform(iterations: 2) { writer in
        if writer == 0 {  // single 8s, one process after another, until the lines are in
          for _ in 0..<40 where !done.withLock({ $0 }) {
            _ = try? QuiverBinary.run(["--db", database, "rounds", "score", round, "8"])
          }
        } else {  // lines of 48 9s, once the 8s are under way
          Thread.sleep(forTimeInterval: 0.2)
          for _ in 0..<2 {
            let run = try? QuiverBinary.run(
              ["--db", database, "rounds", "score", round] + Array(repeating: "9", count: 48))
            if let run { lines.withLock { $0.append(run) } }
          }
          done.withLock { $0 = true }
        }
      }
      let saved = lines.withLock { $0 }.filter { $0.status == 0 }.count
      let nines = try sheet(round).values.filter { $0 == "9" }.count
      #expect(nines == 48 * saved, "attempt \(attempt): \(nines) nines for \(saved) lines of 48")
      // One unfinished round of a kind at a time: this one is cancelled before the next starts.
      #expect(try quiver("rounds", "cancel", round).status == 0)
    }
  }

  /// Two commands scoring one round at once, each one arrow at a time: a refused one acknowledges
  /// nothing, and every acknowledged arrow is stored, once. (Whether they collide is up to the
  /// scheduler, so this runs until one refusal is seen or 40 pairs have run; the collision itself
  /// is tested deterministically in Scoring's two-writer tests and the round-client contract.)
  @Test
  func aRefusedCommandAcknowledgesNoArrowOfAnotherWriter() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let round = try id(quiver("rounds", "start", "wa1440_90"))
    let database = path
    let runs = Locked<[QuiverBinary.Output]>([])
    for _ in 0..<40 where runs.withLock({ $0.allSatisfy { $0.status == 0 } }) {
      DispatchQueue.concurrentPerform(iterations: 2) { writer in
        let value = writer == 0 ? "9" : "8"
        if let run = try? QuiverBinary.run(["--db", database, "rounds", "score", round, value]) {
          runs.withLock { $0.append(run) }
        }
      }
    }
    let all = runs.withLock { $0 }
    for run in all where run.status != 0 {
      #expect(!run.stdout.contains("arrow"), "refused, yet acknowledged: \(run.stdout)")
      #expect(run.stderr.contains("changed elsewhere"), "\(run.stderr)")
    }
    let acknowledged = all.filter { $0.status == 0 }.count
    #expect(try sheet(round).values.count == acknowledged, "every acknowledged arrow stored, once")
  }

  /// A name made only of invisible characters (a zero-width space, a byte-order mark) shows as
  /// nothing in every list, so two such archers cannot be told apart.
  @Test
  func anArcherNameThatShowsAsNothingIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for invisible in ["\u{200B}", "\u{FEFF}", "\u{200B}\u{FEFF}\u{2060}"] {
      let added = try quiver("archers", "add", invisible)
      #expect(added.status == 64, "\(invisible.unicodeScalars.map(\.value)): \(added)")
    }
  }
}
