import Commands
import Foundation
import Testing

@testable import CommandKit
@testable import Store

/// What a stranger's attack on sync found (stranger30): each fails without its fix.
@Suite("Sync: a stranger's findings", .timeLimit(.minutes(2)))
struct SyncStrangerTests {
  /// Two stores that share Ann and one round, both synced.
  func shared() async throws -> (SyncFixture, String) {
    let f = try SyncFixture()
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    let round = await f.start("a")
    await f.sync("a")
    await f.sync("b")
    await f.run("b", "archers", "switch", "Ann")
    return (f, round)
  }

  @Test func aFileChangingTablesSyncNeverSendsIsRefusedAndNothingApplied() async throws {
    let (f, _) = try await shared()
    defer { f.remove() }
    // A changeset of a table no Quiver store syncs, wrapped in a correct header.
    let scratch = try Connection(path: ":memory:")
    try scratch.execute("CREATE TABLE nosuchtable (id TEXT PRIMARY KEY, value TEXT)")
    let session = try ChangeSession(scratch)
    try scratch.execute("INSERT INTO nosuchtable VALUES ('x', 'y')")
    let changes = try session.changeset()
    guard case .text(let a) = try await f.scalar("a", "SELECT id FROM sync_device") else {
      Issue.record("a syncs")
      return
    }
    let file = ChangesetFile(
      header: .init(
        device: a, seq: 2, schema: Schema.currentVersion, after: [:], outbox: [1, 1],
        bytes: changes.bytes.count, crc32: CRC32.checksum(changes.bytes)),
      changeset: changes)
    try Data(try file.encoded()).write(to: URL(fileURLWithPath: "\(f.dir)/\(a)/00000002.changeset"))
    let before = try await f.content("b")
    let (status, out) = await f.run("b", "sync", f.dir)
    #expect(status == 1)
    #expect(out.stderr.contains("00000002.changeset changes nosuchtable"), "\(out.stderr)")
    #expect(try await f.content("b") == before)
    #expect(try await f.scalar("b", "SELECT seq FROM sync_applied") == .integer(1))
  }

  @Test func storesMovedToAnotherFolderBringEverythingAndWaitForNothingLeftBehind()
    async throws
  {
    let (f, round) = try await shared()
    defer { f.remove() }
    await f.run("a", "rounds", "score", round, "9")
    await f.run("b", "rounds", "score", round, "9", "8")
    for store in ["a", "b"] { await f.sync(store) }
    let stick = f.folder + "/stick"
    try FileManager.default.createDirectory(atPath: stick, withIntermediateDirectories: true)
    let (status, out) = await f.run("a", "sync", stick)
    #expect(status == 1)
    #expect(out.stderr.contains("--new-identity"), "\(out.stderr)")
    #expect(!FileManager.default.fileExists(atPath: stick + "/quiver-sync.json"), "nothing left")
    for store in ["a", "b"] { #expect(await f.run(store, "sync", stick, "--new-identity").0 == 0) }
    // A new store sees only the new folder: it waits for nothing left in the old one.
    let joined = await f.run("c", "sync", stick)
    #expect(joined.0 == 0)
    #expect(!joined.1.stdout.contains("Waiting"), "\(joined.1.stdout)")
    #expect(try await f.scalar("c", "SELECT count(*) FROM arrows") == .integer(2))
    #expect(try await f.content("c") == f.content("b"))
    #expect(await f.run("a", "sync", stick).0 == 0)
    #expect(try await f.content("a") == f.content("c"))
  }

  @Test func aDeletedFolderNameIsWrittenAgainAndAnUnreadableOneIsTold() async throws {
    let (f, round) = try await shared()
    defer { f.remove() }
    let marker = f.dir + "/quiver-sync.json"
    try FileManager.default.removeItem(atPath: marker)
    await f.run("a", "rounds", "score", round, "9")
    await f.sync("a")  // its own files are here: the name it remembers is written again
    await f.sync("b")
    #expect(try await f.scalar("b", "SELECT count(*) FROM arrows") == .integer(1))
    try Data("not json".utf8).write(to: URL(fileURLWithPath: marker))
    let (status, out) = await f.run("a", "sync", f.dir)
    #expect(status == 1)
    #expect(out.stderr.contains("quiver-sync.json cannot be read"), "\(out.stderr)")
  }

  @Test func keepingTheValueAlreadyHeldStillTravelsAndClosesTheOthersConflict() async throws {
    let (f, round) = try await shared()
    defer { f.remove() }
    await f.run("a", "rounds", "score", round, "9")
    await f.run("b", "rounds", "score", round, "7")  // later: both keep 7
    for store in ["a", "b", "a"] { await f.sync(store) }
    let id = try #require(try await f.openConflicts("b").first)
    #expect(await f.run("b", "sync", "resolve", "\(id)", "mine").0 == 0)
    let sent = await f.sync("b")
    #expect(sent.stdout.contains("Sent "), "the choice travels: \(sent.stdout)")
    await f.sync("a")
    #expect(try await f.openConflicts("a").isEmpty, "a's copy of the conflict closes")
    #expect(try await f.scalar("a", "SELECT points FROM arrows") == .integer(7))
    #expect(try await f.content("a") == f.content("b"))
  }

  @Test func aStoresFirstSendSettlesNoOneElsesConflict() async throws {
    let (f, round) = try await shared()
    defer { f.remove() }
    await f.run("a", "rounds", "score", round, "9")
    await f.run("b", "rounds", "score", round, "7")
    for store in ["a", "b", "a"] { await f.sync(store) }
    #expect(try await f.openConflicts("a").count == 1)
    // A store restored from a's backup sends every row again: nobody chose anything.
    #expect(await f.run("a", "backup", "--out", f.folder + "/a.json").0 == 0)
    #expect(await f.run("r", "restore", f.folder + "/a.json").0 == 0)
    for store in ["r", "a", "b"] { await f.sync(store) }
    #expect(try await f.openConflicts("a").count == 1, "still open: nobody settled it")
    #expect(try await f.openConflicts("b").count == 1)
  }

  @Test func conflictsAboutARoundDeletedLaterCloseAndEveryOtherCanBeSettled() async throws {
    let (f, round) = try await shared()
    defer { f.remove() }
    await f.run("a", "rounds", "score", round, "9", "9", "9")
    await f.run("b", "rounds", "score", round, "7", "7", "7")
    for store in ["a", "b", "a"] { await f.sync(store) }
    #expect(try await f.openConflicts("a").count == 3)
    await f.run("b", "rounds", "delete", round, "--yes")
    for store in ["b", "a"] { await f.sync(store) }
    #expect(try await f.openConflicts("a").isEmpty, "closed: the round they were about is gone")
    #expect(try await f.openConflicts("b").isEmpty)
  }

  @Test func aRoundKeptWithoutItsArcherRemovedElsewhereIsListed() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Kim", "--style", "recurve")
    await f.run("a", "archers", "add", "Lee", "--style", "recurve")
    await f.sync("a")
    await f.sync("b")
    await f.run("b", "archers", "switch", "Kim")
    let round = await f.start("b")
    await f.run("b", "rounds", "score", round, "10", "9", "9")
    await f.run("a", "archers", "switch", "Lee")
    #expect(await f.run("a", "archers", "remove", "Kim", "--yes").0 == 0)
    for store in ["a", "b", "a"] { await f.sync(store) }
    #expect(try await f.content("a") == f.content("b"))
    let listed = await f.run("b", "sync", "conflicts").1.stdout
    #expect(listed.contains("rounds"), "the round that lost its archer is named: \(listed)")
    #expect(try await f.scalar("b", "SELECT count(*) FROM arrows") == .integer(3), "arrows kept")
    // Its archer cannot come back here; keeping the round as it is settles it, deleting nothing.
    let id = try #require(try await f.openConflicts("b").first)
    let mine = await f.run("b", "sync", "resolve", "\(id)", "mine")
    #expect(mine.0 == 1)
    #expect(mine.1.stderr.contains("'theirs' keeps what this store holds"), "\(mine.1.stderr)")
    #expect(await f.run("b", "sync", "resolve", "\(id)", "theirs").0 == 0)
    #expect(try await f.scalar("b", "SELECT count(*) FROM arrows") == .integer(3), "still kept")
  }

  @Test func leftoversOfAKilledWriteAreRemovedAndHugeFilesRefusedUnread() async throws {
    let (f, round) = try await shared()
    defer { f.remove() }
    guard case .text(let a) = try await f.scalar("a", "SELECT id FROM sync_device") else {
      Issue.record("a syncs")
      return
    }
    let leftover = "\(f.dir)/\(a)/.00000002.changeset.12345.tmp"
    try Data("half".utf8).write(to: URL(fileURLWithPath: leftover))
    await f.run("a", "rounds", "score", round, "9")
    await f.sync("a")
    #expect(!FileManager.default.fileExists(atPath: leftover))
    // A huge file where the next one goes: refused by its size, never read.
    let huge = "\(f.dir)/\(a)/00000003.changeset"
    let header =
      #"{"after":{},"bytes":1,"crc32":0,"device":"\#(a)","outbox":[9,9],"schema":21,"seq":3}"#
    #expect(
      FileManager.default.createFile(
        atPath: huge, contents: Data("quiver changeset 1\n\(header)\n".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: huge))
    try handle.truncate(atOffset: UInt64(ChangesetFile.largest + 1))  // sparse: no disk used
    try handle.close()
    let (status, out) = await f.run("b", "sync", f.dir)
    #expect(status == 1)
    #expect(out.stderr.contains("00000003.changeset holds"), "\(out.stderr)")
  }
}
