import Foundation
import Testing

/// Two archers sharing a store, through the executable: the saved place never leads into the
/// other archer's round, and no command changes a round that is not the active archer's.
@Suite("The right archer", .timeLimit(.minutes(3)))
struct RightArcherTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-who-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  func quiver(_ arguments: String..., input: String = "") throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments, input: input)
  }

  /// The round the active archer's list shows first, by its whole ID.
  func newestRoundID() throws -> String {
    struct Listed: Decodable { let id: String }
    let list = try quiver("rounds", "list", "--json")
    return try #require(try JSONDecoder().decode([Listed].self, from: Data(list.stdout.utf8)).first)
      .id
  }

  @Test func robinsSavedPlaceIsNotReopenedForKimAndKimsArrowsNeverReachRobinsRound() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("archers", "add", "Robin").status == 0)
    #expect(try quiver("archers", "add", "Kim").status == 0)
    let robin = try quiver("app", input: "n\nwa18\ns\n10 9 9\n\nq\n")
    #expect(
      robin.stdout.contains("Saved your place: Home › New round › Round setup (wa18) › Scoring."))
    let id = try newestRoundID()
    #expect(try quiver("archers", "switch", "Kim").status == 0)

    let kim = try quiver("app", input: "10 10 10\nq\n")
    #expect(kim.status == 0)
    let first = kim.stdout.components(separatedBy: "\n> ").first ?? ""
    #expect(first.hasPrefix("── Home\n"), "\(first)")
    #expect(
      first.contains("! Your saved place was Robin's; Kim is active now, so starting at Home."))

    // Every command that reads or writes a round, given Robin's round by its whole ID or a
    // prefix, refuses it with one answer: whose it is and how to switch.
    let refusal = "Round \(id) is Robin's; switch with 'quiver archers switch Robin'."
    let prefix = String(id.prefix(6))
    let writes: [[String]] = [
      ["rounds", "score", id, "10"], ["rounds", "undo", id], ["rounds", "finish", id],
      ["rounds", "cancel", id], ["rounds", "rename", id, "Kim's now"],
      ["rounds", "edit", id, "1", "1", "5"], ["rounds", "delete", id, "--yes"],
      ["rounds", "plot", id, "0", "0"], ["rounds", "show", id], ["rounds", "show", prefix],
      ["stats", "--round", id], ["stats", "--round", prefix], ["plot", "round", id],
      ["rounds", "score", prefix, "10"],
    ]
    for write in writes {
      let run = try QuiverBinary.run(["--db", path] + write)
      #expect(run.status == 1, "\(write)")
      #expect(run.stderr.contains(refusal), "\(write): \(run.stderr)")
    }
    let fed = try quiver("rounds", "feed", id, input: "0 0\n")
    #expect(fed.status == 1)
    #expect(fed.stderr.contains(refusal), "\(fed.stderr)")

    #expect(try quiver("archers", "switch", "Robin").status == 0)
    let shown = try quiver("rounds", "show", id)
    #expect(shown.stdout.hasPrefix("WA 18 m (in progress, recurve): 28 / 600, 3 of 60 arrows"))
    let back = try quiver("app", input: "q\n")
    #expect(back.stdout.contains("Saved your place: Home. Bye."), "Kim's Home is not Robin's place")
  }

  @Test func statsForAnotherArcherFindsTheSetupAmongTheirSetups() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("archers", "add", "Alice").status == 0)
    let setup = try quiver("setups", "add", "--name", "Club bow", "--style", "recurve").stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let started = try quiver("rounds", "start", "portsmouth", "--setup", setup)
    #expect(started.status == 0, "\(started.stderr)")
    #expect(try quiver("rounds", "score", try newestRoundID(), "10", "9", "9").status == 0)
    #expect(try quiver("archers", "add", "Bob").status == 0)
    #expect(try quiver("archers", "switch", "Bob").status == 0)
    #expect(try quiver("setups", "add", "--name", "Bob bow", "--style", "compound").status == 0)

    let stats = try quiver("stats", "--archer", "Alice", "--setup", String(setup.prefix(8)))
    #expect(stats.status == 0, "\(stats.stderr)")
    #expect(stats.stdout.hasPrefix("1 round, 3 arrows, total 28"), "\(stats.stdout)")
    let bobs = try quiver("stats", "--setup", String(setup.prefix(8)))
    #expect(bobs.status != 0, "Alice's setup is not among Bob's")
  }

  @Test func genderAndAgeAreSetInTheAppAndTheCommandLineReadsThem() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try quiver("archers", "add", "Robin").status == 0)
    let app = try quiver("app", input: "w\ng 1 female\ny 1 u18\nt 1 barebow\ny 1 u99\nq\n")
    #expect(app.stdout.contains("✓ Robin: barebow female u18."))
    #expect(app.stdout.contains("! The age group takes one of 50+, adult, u21, u18"))
    let listed = try quiver("archers", "list").stdout
    #expect(listed.hasPrefix("*  Robin  barebow  female  u18"), "\(listed)")
  }
}
