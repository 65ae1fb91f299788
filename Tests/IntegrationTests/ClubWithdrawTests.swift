import Foundation
import Testing

/// Anyone on a target can withdraw, a guest too (`club withdraw`, stranger29c C2), and a
/// withdrawal survives removing the archer (C1): the target goes on without them either way.
@Suite("An archer withdraws from a target", .timeLimit(.minutes(3)))
struct ClubWithdrawTests {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("quiver-wd-\(UUID())")
  var path: String { (folder as NSString).appendingPathComponent("q.sqlite") }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func quiver(_ arguments: String...) throws -> QuiverBinary.Output {
    try QuiverBinary.run(["--db", path] + arguments)
  }

  /// Ana (stored) and the guests Bo and Cy on a WA 18, end 1 in.
  func start() throws {
    try #require(try quiver("archers", "add", "Ana").status == 0)
    try #require(
      try quiver("club", "start", "wa18", "--archer", "Ana", "--guest", "Bo", "--guest", "Cy")
        .status == 0)
    try #require(
      try quiver("club", "end", "--a", "10 10 10", "--b", "9 9 9", "--c", "8 8 8").status == 0)
  }

  @Test func aGuestWithdrawsAndTheTargetGoesOn() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try start()
    let out = try quiver("club", "withdraw", "c", "--yes")
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.stdout.contains("C Cy has withdrawn"), "\(out.stdout)")
    let again = try quiver("club", "withdraw", "C", "--yes")
    #expect(again.status == 1)
    #expect(again.stderr.contains("C has withdrawn already"), "\(again.stderr)")
    #expect(try quiver("club", "withdraw", "Z", "--yes").status == 1)
    let end = try quiver("club", "end", "--a", "9 9 9", "--b", "9 9 9")
    #expect(end.status == 0, "the target goes on without C: \(end.stderr)")
    #expect(try quiver("club", "show").stdout.contains("End 3: waiting for A, B."))
    // A later line for the guest names no round: a guest has none (stranger-final D5).
    let late = try quiver("club", "end", "--c", "1 1 1")
    #expect(late.status == 1)
    #expect(
      late.stderr
        == "quiver: C, end 2: C has withdrawn and the target goes on without them. "
        + "Nothing was saved.\n", "\(late.stderr)")
  }

  @Test func aStoredArchersRoundEndsEarlyAndStaysWithdrawnOnceRemoved() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try start()
    #expect(try quiver("club", "withdraw", "A", "--yes").status == 0)
    #expect(try quiver("rounds", "list").stdout.contains("ended early"))
    try #require(try quiver("archers", "add", "Dee").status == 0)
    try #require(try quiver("archers", "switch", "Dee").status == 0)
    try #require(try quiver("archers", "remove", "Ana", "--yes").status == 0)
    let shown = try quiver("club", "show").stdout
    #expect(shown.contains("A Ana has withdrawn"), "\(shown)")
    #expect(shown.contains("End 2: waiting for B, C."), "\(shown)")
    let end = try quiver("club", "end", "--b", "9 9 9", "--c", "9 9 9")
    #expect(end.status == 0, "the target does not wait for A: \(end.stderr)")
  }

  /// stranger29d D4: without --yes a withdrawal says what it would do, on which target, and
  /// changes nothing; with it, it names the target; --json prints the board (D11); a guest is
  /// withdrawn, with no round ended (D5).
  @Test func aWithdrawalWantsYesAndNamesItsTarget() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try start()
    let id = try quiver("club", "list").stdout.prefix(8)
    let asked = try quiver("club", "withdraw", "A")
    #expect(asked.status == 1)
    #expect(
      asked.stderr
        == "quiver: Withdrawing A Ana from target \(id): their round ends early at 3 of 60 "
        + "arrows, and it cannot be undone. Add --yes to withdraw them; nothing was changed.\n")
    #expect(!(try quiver("rounds", "list").stdout.contains("ended early")), "nothing changed")
    let done = try quiver("club", "withdraw", "C", "--yes")
    #expect(done.stdout.hasPrefix("C Cy has withdrawn from target \(id) "), "\(done.stdout)")
    let json = try quiver("club", "withdraw", "B", "--yes", "--json")
    #expect(json.status == 0, "\(json.stderr)")
    let shown = try quiver("club", "show", "--json")
    #expect(json.stdout == shown.stdout)
    let text = try quiver("club", "show").stdout
    #expect(text.contains("C Cy has withdrawn; the target goes on without them."), "\(text)")
    // D5: club list marks who withdrew.
    let list = try quiver("club", "list").stdout
    #expect(list.hasSuffix(": Ana, Bo (withdrawn), Cy (withdrawn)\n"), "\(list)")
  }

  /// stranger29d D4: the Target screen's `w C` asks; another line cancels the question, and
  /// only `w C` right after it withdraws.
  @Test func theAppAsksBeforeAWithdrawal() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try start()
    let app = try QuiverBinary.run(["--db", path, "app"], input: "t\nw c\nA 9 9 9\nw c\nw b\nq\n")
    #expect(
      app.stdout.contains(
        "Withdraw C Cy? They take no more ends (their 3 arrows stay): "
          + "w C again to confirm."), "\(app.stdout)")
    #expect(!app.stdout.contains("has withdrawn"), "\(app.stdout)")
    #expect(!(try quiver("club", "show").stdout.contains("has withdrawn")), "nothing withdrawn")
    let confirmed = try QuiverBinary.run(["--db", path, "app"], input: "t\nw c\nw c\nq\n")
    #expect(confirmed.stdout.contains("C Cy has withdrawn"), "\(confirmed.stdout)")
    #expect(try quiver("club", "show").stdout.contains("C Cy has withdrawn"))
  }

  /// stranger29d D8: a stored archer withdrawn before any end of theirs is saved has their round
  /// cancelled, not "ended early 0/60".
  @Test func aWithdrawalBeforeAnyEndCancelsTheRound() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #require(try quiver("archers", "add", "Ana").status == 0)
    try #require(
      try quiver("club", "start", "wa18", "--archer", "Ana", "--guest", "Bo").status == 0)
    #expect(try quiver("club", "withdraw", "A", "--yes").status == 0)
    let listed = try quiver("rounds", "list").stdout
    #expect(listed.contains("cancelled") && !listed.contains("ended early"), "\(listed)")
    #expect(
      try quiver("club", "show").stdout.contains("A Ana has withdrawn (their round is cancelled)"))
  }

  /// stranger29c C5: a target everyone withdrew from is closed, not complete, in every place.
  @Test func everyoneWithdrawnIsNotComplete() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try start()
    for letter in ["A", "B", "C"] {
      try #require(try quiver("club", "withdraw", letter, "--yes").status == 0)
    }
    let shown = try quiver("club", "show").stdout
    #expect(shown.contains("Everyone has withdrawn; the target is closed."), "\(shown)")
    #expect(!shown.contains("complete.") && !shown.contains("goes on"), "\(shown)")
    let json = try quiver("club", "show", "--json").stdout
    #expect(json.contains("\"complete\" : false"), "\(json)")
    #expect(json.contains("\"state\" : \"everyoneWithdrew\""), "\(json)")
    let list = try quiver("club", "list").stdout
    #expect(list.contains("· everyone withdrew") && !list.contains("· complete"), "\(list)")
  }
}
