import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Navigation

/// One test per edge of issue 21, each failing on the code before its fix: IDs in push order under
/// a re-entrant supersede, snapshots restorable at the ID limit, and `replaceTop` on an empty path
/// (the stored-stream edge is in `ResultBusTests` and `PathStackTests`).
@MainActor
@Suite("Navigation edge regressions", .timeLimit(.minutes(1)))
struct EdgeRegressionTests {
  // MARK: 1. A push from inside a supersede keeps IDs in push order

  @Test("An observer that pushes as a superseded picker leaves keeps IDs in push order")
  func pushInsideSupersedeKeepsPushOrder() async throws {
    let h = Harness()
    let home = h.path.push(.home)
    let (taskA, pickerA) = try await h.start(.picker("setup"), as: String.self)
    let path = h.path
    var detail: EntryID?
    let observer = path.observe { change in
      if change.removed.contains(where: { $0.id == pickerA }) { detail = path.push(.detail(1)) }
    }
    let (taskB, pickerB) = try await h.start(.picker("setup"), as: String.self)
    #expect(try await outcome(of: taskA) == nil, "A is superseded")
    #expect(home == EntryID(rawValue: 1) && pickerA == EntryID(rawValue: 2))
    #expect(detail == EntryID(rawValue: 3), "the observer's push takes the next ID")
    #expect(
      path.entries.map(\.id.rawValue) == [1, 3, 4], "B's picker, pushed last, has the largest")
    #expect(path.entries.map(\.destination) == [.home, .detail(1), .picker("setup")])
    #expect(pickerB == EntryID(rawValue: 4))
    h.bus.publish("B's choice", to: pickerB)
    #expect(try await outcome(of: taskB) == "B's choice")
    #expect(path.entries.map(\.id.rawValue) == [1, 3])
    _ = observer
  }

  @Test("A supersede whose dismissal tears the manager down refuses the new request")
  func teardownDuringSupersedeRefusesTheNewRequest() async throws {
    let h = Harness()
    let (taskA, pickerA) = try await h.start(.picker("setup"), as: String.self)
    let manager = h.manager
    let observer = h.path.observe { change in
      if change.removed.contains(where: { $0.id == pickerA }) { manager.tearDown() }
    }
    let taskB = Task { await manager.request(.picker("setup"), as: String.self) }
    #expect(try await outcome(of: taskA) == nil)
    #expect(try await outcome(of: taskB) == nil, "no request is admitted after teardown")
    #expect(h.path.entries.isEmpty)
    #expect(manager.pendingEntries.isEmpty)
    #expect(manager.diagnostics == [.requestAfterTeardown])
    _ = observer
  }

  // MARK: 2. A path can always restore what it saved: pushes past the ID limit are refused

  @Test("After restoring next ID 2^53 and pushing once, the path restores its own snapshot")
  func pathRestoresItsOwnSnapshotAtTheLimit() throws {
    let limit = PathSnapshot<Screen>.maximumID
    let path = PathStack<Screen>()
    try path.restore(
      PathSnapshot(
        entries: [PathEntry(id: EntryID(rawValue: 1), destination: .home)], nextID: limit))
    var changes = 0
    let observation = path.observe { _ in changes += 1 }
    #expect(path.push(.detail(1)) == nil, "refused: no ID is left below the limit")
    #expect(changes == 0, "a refused push is not a write")
    let saved = path.snapshot
    #expect(saved.nextID == limit)
    try path.restore(saved)
    #expect(path.entries.map(\.destination) == [.home])
    _ = observation
  }

  @Test("The last ID below the limit is handed out; then push, replace and replaceTop are refused")
  func lastIDIsHandedOutThenWritesAreRefused() throws {
    let limit = PathSnapshot<Screen>.maximumID
    let path = PathStack<Screen>()
    try path.restore(PathSnapshot(entries: [], nextID: limit - 2))
    #expect(path.replace(with: [.home, .detail(1), .detail(2)]) == nil, "three IDs, two left")
    #expect(path.entries.isEmpty, "all or nothing")
    #expect(path.replace(with: [.home]) == [EntryID(rawValue: limit - 2)])
    #expect(path.push(.detail(1)) == EntryID(rawValue: limit - 1))
    #expect(path.push(.detail(2)) == nil)
    #expect(path.replaceTop(with: .detail(3)) == nil)
    #expect(path.replace(with: []) == [], "a write that needs no ID still happens")
    let restored = PathStack<Screen>()
    try restored.restore(path.snapshot)
    #expect(restored.snapshot == path.snapshot)
  }

  @Test("At the ID limit a request returns nil at once and supersedes nobody")
  func requestAtTheIDLimitIsRefused() async throws {
    let h = Harness()
    try h.path.restore(PathSnapshot(entries: [], nextID: PathSnapshot<Screen>.maximumID - 1))
    let (live, picker) = try await h.start(.picker("setup"), as: String.self)
    let manager = h.manager
    let refused = Task { await manager.request(.picker("setup"), as: String.self) }
    #expect(try await outcome(of: refused) == nil)
    #expect(manager.pendingEntries == [picker], "the live caller still waits")
    #expect(manager.diagnostics == [.pushRefused(.entryIDsExhausted)])
    #expect(NavigationDiagnostic.pushRefused(.entryIDsExhausted).description.contains("2^53"))
    h.bus.publish("riser", to: picker)
    #expect(try await outcome(of: live) == "riser")
    try PathStack<Screen>().restore(h.path.snapshot)
  }

  // MARK: 3. replaceTop on an empty path is refused, not a silent push

  @Test("replaceTop on an empty path changes nothing, spends no ID and returns nil")
  func replaceTopOnAnEmptyPathIsRefused() {
    let path = PathStack<Screen>()
    var changes = 0
    let observation = path.observe { _ in changes += 1 }
    #expect(path.replaceTop(with: .home) == nil)
    #expect(path.entries.isEmpty)
    #expect(changes == 0)
    #expect(path.push(.home) == EntryID(rawValue: 1), "no ID was spent")
    _ = observation
  }
}
