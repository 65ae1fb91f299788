import Commands
import Foundation
import Store
import Testing

@testable import CommandKit

/// `quiver sync` between stores on files: sending, applying, running again, and the conflict
/// defaults (docs/SYNC.md).
@Suite("Sync through a shared folder", .timeLimit(.minutes(2)))
struct SyncCommandTests {
  @Test func aFirstSyncSendsEveryRowAndASecondDoesNothing() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    let round = await f.start("a")
    #expect(await f.run("a", "rounds", "score", round, "10", "9", "M").0 == 0)
    let first = await f.sync("a")
    #expect(first.stdout.contains("its first files hold every row"))
    #expect(f.files().count == 1)
    let again = await f.sync("a")
    #expect(again.stdout.contains("Nothing to send or apply"), "\(again.stdout)")
    #expect(f.files().count == 1, "running it again writes nothing")
    await f.sync("b")
    #expect(try await f.content("a") == f.content("b"))
    #expect(await f.sync("b").stdout.contains("Nothing to send or apply"))
    // The summaries are rebuilt where the arrows land, never sent.
    #expect(try await f.scalar("b", "SELECT total FROM round_summaries") == .integer(19))
  }

  @Test func roundsScoredOnTwoDevicesMeetInBothStores() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    await f.sync("a")
    await f.sync("b")
    await f.run("b", "archers", "switch", "Ann")
    let one = await f.start("a")
    let two = await f.start("b")
    await f.run("a", "rounds", "score", one, "10", "9", "9", "8", "8", "8")
    await f.run("b", "rounds", "score", two, "7", "7", "7", "X")
    for store in ["a", "b", "a"] { await f.sync(store) }
    #expect(try await f.content("a") == f.content("b"))
    #expect(try await f.scalar("a", "SELECT count(*) FROM arrows") == .integer(10))
    #expect(try await f.scalar("b", "SELECT count(*) FROM sync_conflicts") == .integer(0))
  }

  @Test func theSameArrowScoredDifferentlyKeepsTheLaterAndListsTheOtherUntilResolved()
    async throws
  {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    let round = await f.start("a")
    await f.sync("a")
    await f.sync("b")
    await f.run("b", "archers", "switch", "Ann")
    await f.run("a", "rounds", "score", round, "9")
    await f.run("b", "rounds", "score", round, "M")  // later: b's miss is kept
    await f.sync("a")
    let b = await f.sync("b")
    #expect(b.stdout.contains("1 conflict"), "\(b.stdout)")
    await f.sync("a")
    #expect(try await f.content("a") == f.content("b"))
    #expect(try await f.scalar("a", "SELECT is_miss FROM arrows") == .integer(1))
    for store in ["a", "b"] {
      let listed = await f.run(store, "sync", "conflicts")
      #expect(listed.1.stdout.contains("points: mine"), "\(store): \(listed.1.stdout)")
    }
    // b settles it for a's 9: the 9 goes everywhere and a's conflict closes with it.
    let id = try #require(await f.scalar("b", "SELECT id FROM sync_conflicts"))
    guard case .integer(let number) = id else { return }
    #expect(await f.run("b", "sync", "resolve", "\(number)", "theirs").0 == 0)
    await f.sync("b")
    await f.sync("a")
    #expect(try await f.scalar("a", "SELECT points FROM arrows") == .integer(9))
    #expect(try await f.content("a") == f.content("b"))
    #expect(await f.run("a", "sync", "conflicts").1.stdout == "No open sync conflicts.\n")
    #expect(await f.run("b", "sync", "conflicts").1.stdout == "No open sync conflicts.\n")
  }

  @Test func arrowsAddedToARoundDeletedElsewhereAreKeptInTheConflictList() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    let round = await f.start("a")
    await f.run("a", "rounds", "score", round, "10", "10", "10")
    await f.sync("a")
    await f.sync("b")
    await f.run("b", "archers", "switch", "Ann")
    #expect(await f.run("b", "rounds", "delete", round, "--yes").0 == 0)
    await f.run("a", "rounds", "score", round, "8", "8", "8")
    for store in ["a", "b", "a"] { await f.sync(store) }
    #expect(try await f.content("a") == f.content("b"))
    #expect(try await f.scalar("a", "SELECT count(*) FROM rounds") == .integer(0))
    // a's three later arrows (and their end) are named in both stores' lists, never dropped
    // unseen; b deleted what it had seen.
    for store in ["a", "b"] {
      let kept = try await f.scalar(
        store,
        "SELECT count(*) FROM sync_conflicts WHERE kind = 'parentDeleted' AND table_name = 'arrows'"
      )
      #expect(kept == .integer(3), "\(store)")
    }
    #expect(try await f.scalar("a", "SELECT count(*) FROM round_summaries") == .integer(0))
  }

  @Test func aRowChangedHereAndDeletedThereIsDeletedAndTheChangeKept() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    let round = await f.start("a")
    await f.sync("a")
    await f.sync("b")
    await f.run("b", "archers", "switch", "Ann")
    await f.run("a", "rounds", "rename", round, "Club night")
    await f.run("b", "rounds", "delete", round, "--yes")
    for store in ["a", "b", "a"] { await f.sync(store) }
    #expect(try await f.content("a") == f.content("b"))
    #expect(try await f.scalar("a", "SELECT count(*) FROM rounds") == .integer(0))
    let mine = try await f.scalar(
      "a", "SELECT mine FROM sync_conflicts WHERE kind = 'changedHereDeletedThere'")
    guard case .text(let row) = mine else {
      Issue.record("a keeps its renamed round in the list")
      return
    }
    #expect(row.contains("Club night"))
  }

  @Test func twoArchersDataNeverMix() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    await f.run("b", "archers", "add", "Ann", "--style", "compound")  // another Ann, made apart
    await f.run("b", "archers", "add", "Bob", "--style", "barebow")
    let ann = await f.start("a")
    let other = await f.start("b")
    await f.run("a", "rounds", "score", ann, "10", "10")
    await f.run("b", "rounds", "score", other, "5")
    for store in ["a", "b", "a"] { await f.sync(store) }
    #expect(try await f.content("a") == f.content("b"))
    // Each round keeps its own archer; the two Anns stay two archers, each with their own round.
    #expect(try await f.scalar("a", "SELECT count(*) FROM archers") == .integer(3))
    #expect(
      try await f.scalar(
        "a", "SELECT count(DISTINCT archer_id) FROM rounds WHERE archer_id IS NOT NULL")
        == .integer(2))
    let listed = await f.run("a", "rounds", "list").1.stdout
    #expect(listed.contains(String(ann.prefix(8))) && !listed.contains(String(other.prefix(8))))
    #expect(try await f.scalar("a", "SELECT count(*) FROM sync_conflicts") == .integer(0))
  }

  @Test func aDryRunChangesNothing() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    await f.sync("a")
    let before = try await f.content("b")
    let dry = await f.sync("b", "--dry-run")
    #expect(dry.stdout.contains("Would have applied"), "\(dry.stdout)")
    #expect(try await f.content("b") == before)
    #expect(f.files().count == 1)
    #expect(try await f.scalar("b", "SELECT count(*) FROM sync_device") == .integer(0))
  }
}

/// A store sent in many small pieces: the first send copies its rows a chunk at a time and the
/// files hold a few outbox entries each; the other store ends the same.
@Suite("Sync in pieces", .timeLimit(.minutes(2)))
struct SyncPiecesTests {
  @Test func aStoreSentInManySmallFilesArrivesWhole() async throws {
    let f = try SyncFixture()
    defer { f.remove() }
    await f.run("a", "archers", "add", "Ann", "--style", "recurve")
    for codename in ["portsmouth", "wa18", "vegas"] {
      let round = await f.start("a", codename)
      #expect(await f.run("a", "rounds", "score", round, "10", "9", "8", "7", "6", "6").0 == 0)
    }
    let limits = SyncLimits(snapshotRows: 2, fileBytes: 200)
    let dry = try await StoreSync.run(
      try Database(.file(f.path("a"))), folder: f.dir, dryRun: true, limits: limits)
    #expect(dry.madeIdentity && dry.sent.isEmpty, "a dry run makes no identity to send under")
    let report = try await StoreSync.run(
      try Database(.file(f.path("a"))), folder: f.dir, limits: limits)
    #expect(report.sent.count > 4, "\(report.sent)")
    let changes: Int = report.sent.map(\.changes).reduce(0, +)
    #expect(changes == 1 + 3 + 6 + 18, "the archer, 3 rounds, 6 ends, 18 arrows")
    #expect(f.files().count == report.sent.count)
    let applied = await f.sync("b")
    let files: Int = applied.stdout.components(separatedBy: "Applied ").count - 1
    #expect(files == report.sent.count)
    #expect(try await f.content("a") == f.content("b"))
    #expect(try await f.scalar("b", "SELECT sum(total) FROM round_summaries") == .integer(3 * 46))
  }
}
