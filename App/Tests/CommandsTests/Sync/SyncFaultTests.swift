import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// What `quiver sync` does with damaged, foreign and newer files, a kill between writing a file
/// and marking it sent, a store copied by hand, and a file that follows one not yet there.
@Suite("Sync faults", .timeLimit(.minutes(2)))
struct SyncFaultTests {
  /// Two stores that have both synced once; `a` has one more file ready for `b`.
  func twoStores() async throws -> (SyncFixture, String) {
    let f = try SyncFixture()
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    await f.sync("a")
    await f.sync("b")
    let round = await f.start("a")
    await f.run("a", "rounds", "score", round, "10", "9")
    await f.sync("a")
    return (f, round)
  }

  /// `a`'s second file, which `b` has not applied.
  func secondFile(_ f: SyncFixture) throws -> String {
    let name = try #require(f.files().first { $0.hasSuffix("00000002.changeset") })
    return "\(f.dir)/\(name)"
  }

  @Test(arguments: ["truncated", "flipped", "foreign", "newer"])
  func aBadFileIsRefusedByNameAndNothingOfItIsApplied(_ fault: String) async throws {
    let (f, _) = try await twoStores()
    defer { f.remove() }
    let path = try secondFile(f)
    var bytes = try #require(FileManager.default.contents(atPath: path))
    switch fault {
    case "truncated": bytes = bytes.prefix(bytes.count - 7)
    case "flipped": bytes[bytes.count - 3] ^= 0x40
    case "foreign": bytes = Data("PK\u{3}\u{4} a zip file".utf8)
    default:
      let schema = try #require(bytes.range(of: Data("\"schema\":21".utf8)))
      bytes.replaceSubrange(schema, with: Data("\"schema\":99".utf8))
    }
    try bytes.write(to: URL(fileURLWithPath: path))
    let before = try await f.content("b")
    let (status, out) = await f.run("b", "sync", f.dir)
    #expect(status == 1)
    #expect(out.stderr.contains("00000002.changeset"), "\(out.stderr)")
    let expected =
      [
        "truncated": "is damaged", "flipped": "checksum", "foreign": "is not a Quiver changeset",
        "newer": "newer Quiver",
      ][fault] ?? ""
    #expect(out.stderr.contains(expected), "\(out.stderr)")
    #expect(try await f.content("b") == before, "nothing of it is applied")
    #expect(try await f.scalar("b", "SELECT seq FROM sync_applied") == .integer(1))
  }

  /// Store "a", synced once, with two arrows of a round scored since, left as a kill right after
  /// its next sync wrote the file would leave it: the file in the folder, the outbox not
  /// cleared. Returns the round.
  private func killedAfterWritingItsFile(_ f: SyncFixture) async throws -> String {
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    await f.sync("a")
    let round = await f.start("a")
    await f.run("a", "rounds", "score", round, "10", "9")
    let saved = f.path("a") + ".before"
    try await Database(.file(f.path("a"))).read { db in try db.execute("VACUUM INTO '\(saved)'") }
    await f.sync("a")
    // The sync's one transaction changed only the outbox and the files-sent count: those are
    // put back as they were, through SQLite, in the store's own file (a kill leaves that file,
    // not a copy). Rewriting the file's bytes instead raced a connection still closing.
    try await Database(.file(f.path("a"))).writeUnrecorded { db in
      try db.execute(
        """
        ATTACH '\(saved)' AS before;
        INSERT INTO sync_outbox SELECT * FROM before.sync_outbox;
        UPDATE sync_device SET files_sent = (SELECT files_sent FROM before.sync_device);
        """)
    }
    try FileManager.default.removeItem(atPath: saved)
    #expect(try await f.scalar("a", "SELECT count(*) FROM sync_outbox") != .integer(0))
    return round
  }

  @Test func aKillBetweenWritingTheFileAndMarkingItSentSendsItOnce() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    _ = try await killedAfterWritingItsFile(f)
    let again = await f.sync("a")
    #expect(!again.stdout.contains("00000003"), "\(again.stdout)")
    #expect(f.files().count == 2)
    #expect(try await f.scalar("a", "SELECT count(*) FROM sync_outbox") == .integer(0))
    await f.sync("b")
    #expect(try await f.content("a") == f.content("b"))
  }

  /// The kill leaves the file unmarked, and the archer scores on before the next sync: that
  /// sync marks the file (the first unsent changes) and sends the new arrow as the next file,
  /// where it once took the file for a copy's and refused (SyncKillTests, a clean-clone run).
  @Test func aKillBetweenTheFileAndItsMarkThenAWriteSendsBothOnce() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    let round = try await killedAfterWritingItsFile(f)
    await f.run("a", "rounds", "score", round, "8")
    // The dry run counts what the sync will send: the file left unmarked, then the new arrow's.
    let (dryStatus, dry) = await f.run("a", "sync", f.dir, "--dry-run")
    #expect(dryStatus == 0, "\(dry.stderr)")
    let said = dry.stdout + dry.stderr
    #expect(said.contains("00000002") && said.contains("00000003"), "\(said)")
    #expect(f.files().count == 2, "a dry run writes nothing")
    let again = await f.sync("a")
    #expect(again.stdout.contains("00000003"), "the arrow scored since: \(again.stdout)")
    #expect(f.files().count == 3)
    #expect(try await f.scalar("a", "SELECT count(*) FROM sync_outbox") == .integer(0))
    await f.sync("b")
    #expect(try await f.content("a") == f.content("b"))
    #expect(
      try await f.scalar("b", "SELECT count(*) FROM arrows WHERE round_id = '\(round)'")
        == .integer(3))
  }

  /// A copy made by hand before the original sent its changes holds the same unsent changes:
  /// it is still told it is a copy, and never takes the original's file as its own
  /// (stranger s6-sync: it did, and the original was refused next).
  @Test func aCopyHoldingTheSameUnsentChangesIsToldItIsACopy() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    await f.sync("a")
    let round = await f.start("a")
    await f.run("a", "rounds", "score", round, "10", "9")
    let saved = f.path("copy")
    try await Database(.file(f.path("a"))).read { db in try db.execute("VACUUM INTO '\(saved)'") }
    await f.sync("a")
    await f.run("copy", "rounds", "score", round, "7")
    // The dry run refuses as the sync does, where it once said it would send.
    for arguments in [["sync", f.dir, "--dry-run"], ["sync", f.dir]] {
      let (status, out) = await f.run("copy", arguments)
      #expect(status == 1, "\(arguments)")
      #expect(out.stderr.contains("--new-identity"), "\(arguments): \(out.stderr)")
    }
    await f.run("a", "rounds", "score", round, "8")
    await f.sync("a")
    #expect(f.files().filter { !$0.hasPrefix(".") }.count == 3)
  }

  /// Its own unmarked file, damaged after the kill: refused before anything is marked sent.
  @Test func aDamagedUnmarkedFileIsRefusedAndItsChangesKept() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    _ = try await killedAfterWritingItsFile(f)
    let file = try #require(f.files().last.map { "\(f.dir)/\($0)" })
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
    try bytes.dropLast(3).write(to: URL(fileURLWithPath: file))
    let (status, _) = await f.run("a", "sync", f.dir)
    #expect(status == 1)
    #expect(try await f.scalar("a", "SELECT count(*) FROM sync_outbox") != .integer(0))
  }

  @Test func aStoreCopiedByHandIsToldAndANewIdentityLosesNothing() async throws {
    let (f, round) = try await twoStores()
    defer { f.remove() }
    // A copy by hand: the file and whatever of it is still in its write-ahead log.
    for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: f.path("a") + suffix) {
      try FileManager.default.copyItem(
        atPath: f.path("a") + suffix, toPath: f.path("copy") + suffix)
    }
    await f.run("a", "rounds", "score", round, "8")
    await f.run("copy", "rounds", "score", round, "7", "7")
    await f.sync("a")
    let (status, out) = await f.run("copy", "sync", f.dir)
    #expect(status == 1)
    #expect(out.stderr.contains("--new-identity"), "\(out.stderr)")
    let renamed = await f.sync("copy", "--new-identity")
    #expect(renamed.stdout.contains("now syncs as device"))
    for store in ["a", "b", "copy", "a", "b"] { await f.sync(store) }
    #expect(try await f.content("a") == f.content("copy"))
    #expect(try await f.content("b") == f.content("copy"))
    // a's 8 at arrow 3 lost to the copy's later 7, and is listed, not lost.
    let listed = await f.run("b", "sync", "conflicts")
    let either = ["points: mine 8, theirs 7", "points: mine 7, theirs 8"]
    #expect(either.contains(where: listed.1.stdout.contains), "\(listed.1.stdout)")
    #expect(
      try await f.scalar("b", "SELECT points FROM arrows WHERE arrow_index = 2") == .integer(7))
  }

  @Test func aFileWaitsForTheFilesItsWriterHadApplied() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    await f.sync("a")
    await f.sync("b")
    #expect(await f.run("b", "archers", "edit", "Ann", "--style", "barebow").0 == 0)
    await f.sync("b")
    // c sees b's edit but not yet a's file that made the archer b edited.
    guard case .text(let aFolder) = try await f.scalar("a", "SELECT id FROM sync_device") else {
      Issue.record("a syncs")
      return
    }
    let aside = "\(f.folder)/aside"
    try FileManager.default.moveItem(atPath: "\(f.dir)/\(aFolder)", toPath: aside)
    let waiting = await f.sync("c")
    #expect(waiting.stdout.contains("Waiting:"), "\(waiting.stdout)")
    #expect(try await f.scalar("c", "SELECT count(*) FROM archers") == .integer(0))
    try FileManager.default.moveItem(atPath: aside, toPath: "\(f.dir)/\(aFolder)")
    await f.sync("c")
    #expect(try await f.scalar("c", "SELECT bow_style FROM archers") == .text("barebow"))
    #expect(try await f.scalar("c", "SELECT count(*) FROM sync_conflicts") == .integer(0))
  }

  @Test func twoSyncsOfOneStoreAtOnceTakeTurns() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    let round = await f.start("a")
    for _ in 0..<3 {
      await f.run("a", "rounds", "score", round, "9", "9", "9")
      async let one = StoreSync.run(try Database(.file(f.path("a"))), folder: f.dir)
      async let two = StoreSync.run(try Database(.file(f.path("a"))), folder: f.dir)
      let (first, second) = try await (one, two)
      #expect(first.device == second.device, "one identity, whichever made it")
      #expect(first.sent.count + second.sent.count >= 1)
    }
    await f.sync("b")
    #expect(try await f.content("a") == f.content("b"))
    #expect(try await f.scalar("b", "SELECT count(*) FROM arrows") == .integer(9))
    #expect(try await f.scalar("b", "SELECT count(*) FROM sync_conflicts") == .integer(0))
  }
}
