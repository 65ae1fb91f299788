import Coordinator
import CoreInterfaces
import Foundation
import LiveDependencies
import Store
import Terminal
import Testing

/// The Sync conflicts screen in the app, on two real stores synced through a folder: a sync
/// made by another connection reaches the open screen, Home offers it, and a key settles one.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SyncConflictsScreenTests {
  @Test func aConflictAnotherSyncMeetsShowsAndIsSettledByItsNumber() async throws {
    let folder = NSTemporaryDirectory() + "quiver-syncscreen-\(UUID())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let shared = folder + "/shared"
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    let a = try Database(.file(folder + "/a.sqlite"))
    let b = try Database(.file(folder + "/b.sqlite"))
    // Ann's bow style changed on both devices since their last sync: a compound, b barebow.
    let archer = try await ArcherClient.live(a).add(Archer(name: "Ann", bowStyle: .recurve))
    _ = try await StoreSync.run(a, folder: shared)
    _ = try await StoreSync.run(b, folder: shared)
    _ = try await ArcherClient.live(a).update(archer.id, ArcherChange(bowStyle: .compound))
    _ = try await ArcherClient.live(b).update(archer.id, ArcherChange(bowStyle: .barebow))
    _ = try await StoreSync.run(a, folder: shared)

    try await CompositionRoot.withLiveDependencies(database: b) {
      let session = await startedSession()
      let home = await play(session, ["?"])
      #expect(!home.contains("sync conflict"), "no line while none is open: \(home)")
      let empty = await play(session, ["c"])
      #expect(empty.hasPrefix("── Home › Sync conflicts\n"))
      #expect(empty.contains("No open sync conflicts. 'quiver sync DIR' records one"))

      // `quiver sync` on this store from elsewhere: another connection to the file.
      let elsewhere = try Database(.file(folder + "/b.sqlite"))
      let report = try await StoreSync.run(elsewhere, folder: shared)
      #expect(report.conflicts.count == 1)
      let listed = try await rendered(session) { $0.contains("bow_style: mine") }
      #expect(listed.contains("1. archers "), "\(listed)")
      #expect(listed.contains("changed on both devices"), "\(listed)")
      #expect(listed.contains("bow_style: mine 'barebow', theirs 'compound'"), "\(listed)")
      #expect(!listed.contains("sync_version"), "the row's version is bookkeeping: \(listed)")
      #expect(listed.contains("keys: m N keeps mine · t N keeps theirs"), "\(listed)")

      let offered = await play(session, ["b"])
      #expect(offered.contains("1 sync conflict: c shows them."), "\(offered)")
      _ = await play(session, ["c"])
      let unknown = await play(session, ["t 9"])
      #expect(unknown.contains("! no open sync conflict 9: 'quiver sync conflicts' lists them"))
      let bare = await play(session, ["m"])
      #expect(bare.contains("! Type m N: N is the conflict's number in the list."))
      #expect(try await ArcherClient.live(b).list().items.first?.bowStyle == .barebow)

      let settled = await play(session, ["t 1"])
      #expect(
        settled.contains(
          "✓ Conflict 1 settled: the other device's value kept; the next sync sends it."),
        "\(settled)")
      #expect(settled.contains("No open sync conflicts."), "\(settled)")
      #expect(try await ArcherClient.live(b).list().items.first?.bowStyle == .compound)
      let back = await play(session, ["b"])
      #expect(!back.contains("sync conflict"), "\(back)")
    }
  }

  /// The screen drawn once `done` holds, asking again until then: bounded by time.
  private func rendered(_ session: TerminalSession, _ done: (String) -> Bool) async throws
    -> String
  {
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = await play(session, ["?"])
      if done(screen) { return screen }
      try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("the sync never reached the open screen: \(screen)")
    return ""
  }
}
