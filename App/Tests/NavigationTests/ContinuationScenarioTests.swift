import CoreInterfacesTestSupport
import Foundation
import Navigation
import Testing

/// The navigation scenarios a rigorous continuation manager must pass, one test each; the bounded
/// waits of `Support.swift` are the harness that keeps any of them from hanging.
@MainActor
@Suite("Continuation manager scenarios", .timeLimit(.minutes(1)))
struct ContinuationScenarioTests {
  @Test("1. A result is delivered and the picker popped")
  func resultDelivered() async throws {
    let h = Harness()
    h.path.push(.home)
    let (task, entry) = try await h.start(.picker("setup"), as: String.self)
    #expect(h.path.top?.id == entry)
    h.bus.publish("Indoor recurve", to: entry)
    #expect(try await outcome(of: task) == "Indoor recurve")
    #expect(h.path.entries.map(\.destination) == [.home])
    #expect(h.manager.pendingEntries.isEmpty)
  }

  @Test("2. Back (the UI pops the path) resumes nil")
  func backPress() async throws {
    let h = Harness()
    let (task, _) = try await h.start(.picker("setup"), as: String.self)
    h.path.pop()
    #expect(try await outcome(of: task) == nil)
    #expect(h.manager.pendingEntries.isEmpty)
  }

  @Test("3. Cancelling the awaiting task resumes nil and pops the picker")
  func callerCancelled() async throws {
    let h = Harness()
    h.path.push(.home)
    let (task, _) = try await h.start(.picker("setup"), as: String.self)
    task.cancel()
    #expect(try await outcome(of: task) == nil)
    try await eventually("picker popped") { h.path.count == 1 }
    #expect(h.manager.pendingEntries.isEmpty)
  }

  @Test("4. A caller already cancelled never pushes the picker")
  func alreadyCancelled() async throws {
    let h = Harness()
    var pushes = 0
    let observation = h.path.observe { pushes += $0.added.count }
    let manager = h.manager
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await manager.request(.picker("setup"), as: String.self)
    }
    #expect(try await outcome(of: task) == nil)
    #expect(pushes == 0)
    #expect(h.path.count == 0)
    observation.cancel()
  }

  @Test("5. Replacing the picker at the same depth resumes nil")
  func replaceAtSameDepth() async throws {
    let h = Harness()
    h.path.push(.home)
    let (task, _) = try await h.start(.picker("setup"), as: String.self)
    h.path.replaceTop(with: .picker("setup"))
    #expect(try await outcome(of: task) == nil)
    #expect(h.path.count == 2, "the count never changed: identity, not depth, decided")
  }

  @Test("6. Nested pickers: Back from the inner leaves the outer waiting")
  func nestedBackFromInner() async throws {
    let h = Harness()
    let (outer, outerEntry) = try await h.start(.picker("outer"), as: String.self)
    let (inner, _) = try await h.start(.innerPicker, as: Int.self)
    h.path.pop()
    #expect(try await outcome(of: inner) == nil)
    #expect(h.manager.pendingEntries == [outerEntry])
    h.bus.publish("chosen", to: outerEntry)
    #expect(try await outcome(of: outer) == "chosen")
  }

  @Test("7. Pop-to-root resolves every waiter, innermost first")
  func popToRootResolvesAll() async throws {
    let h = Harness()
    h.path.push(.home)
    let (outer, outerEntry) = try await h.start(.picker("outer"), as: String.self)
    let (inner, innerEntry) = try await h.start(.innerPicker, as: Int.self)
    h.path.popToRoot()
    #expect(try await outcome(of: inner) == nil)
    #expect(try await outcome(of: outer) == nil)
    #expect(h.resolutions.map(\.0) == [innerEntry, outerEntry])
    #expect(h.manager.pendingEntries.isEmpty)
  }

  @Test("8. A result of the wrong type is dropped; a later right one wins")
  func wrongType() async throws {
    let h = Harness()
    let (task, entry) = try await h.start(.picker("count"), as: Int.self)
    h.bus.publish("not a number", to: entry)
    #expect(h.manager.pendingEntries == [entry])
    #expect(h.manager.diagnostics == [.wrongResultType(entry, expected: "Int", received: "String")])
    h.bus.publish(42, to: entry)
    #expect(try await outcome(of: task) == 42)
  }

  @Test("9. A result after Back is dropped, never delivered to the next waiter")
  func resultAfterBack() async throws {
    let h = Harness()
    let (first, firstEntry) = try await h.start(.picker("setup"), as: String.self)
    h.path.pop()
    #expect(try await outcome(of: first) == nil)
    let (second, secondEntry) = try await h.start(.picker("setup"), as: String.self)
    h.bus.publish("late", to: firstEntry)
    #expect(h.manager.diagnostics.last == .resultForEntryNotWaiting(firstEntry))
    #expect(h.manager.pendingEntries == [secondEntry])
    h.bus.publish("fresh", to: secondEntry)
    #expect(try await outcome(of: second) == "fresh")
  }

  @Test("10. Supersede: a second caller replaces the first, which gets nil")
  func supersede() async throws {
    let h = Harness(policy: .supersede)
    let (first, _) = try await h.start(.picker("setup"), as: String.self)
    let (second, secondEntry) = try await h.start(.picker("setup"), as: String.self)
    #expect(try await outcome(of: first) == nil)
    #expect(h.path.entries.map(\.id) == [secondEntry], "the first picker was popped")
    h.bus.publish("value", to: secondEntry)
    #expect(try await outcome(of: second) == "value")
  }

  @Test("11. Reject: a second caller gets nil at once, the first keeps waiting")
  func reject() async throws {
    let h = Harness(policy: .reject)
    let (first, firstEntry) = try await h.start(.picker("setup"), as: String.self)
    let second = await h.manager.request(.picker("setup"), as: String.self)
    #expect(second == nil)
    #expect(h.manager.diagnostics.last == .requestRejected(slot: "picker(\"setup\")"))
    h.bus.publish("value", to: firstEntry)
    #expect(try await outcome(of: first) == "value")
  }

  @Test("12. Teardown resumes every waiter with nil; later requests return nil")
  func teardown() async throws {
    let h = Harness()
    let (a, _) = try await h.start(.picker("a"), as: String.self)
    let (b, _) = try await h.start(.innerPicker, as: Int.self)
    h.manager.tearDown()
    #expect(try await outcome(of: a) == nil)
    #expect(try await outcome(of: b) == nil)
    #expect(h.path.count == 0)
    #expect(await h.manager.request(.picker("a"), as: String.self) == nil)
    #expect(h.manager.diagnostics.last == .requestAfterTeardown)
  }

  @Test("13. Racing result, Back and cancel in every order: one resume each, clean path")
  func racingTerminations() async throws {
    let orders: [[String]] = [
      ["result", "back", "cancel"], ["result", "cancel", "back"], ["back", "result", "cancel"],
      ["back", "cancel", "result"], ["cancel", "result", "back"], ["cancel", "back", "result"],
    ]
    let h = Harness()
    // 100 runs of each order: 2,000 took 35 s on an idle machine and ran past the suite's
    // one-minute bound on a loaded one, without finding more than 600 do. Under ThreadSanitizer
    // 600 took 33 s on CI and 74 s on a loaded machine: 150 (25 of each order) there.
    let runs = TestScale.iterations(600, underSanitizer: 150)
    for iteration in 0..<runs {
      let order = orders[iteration % orders.count]
      let (task, entry) = try await h.start(.picker("p"), as: Int.self)
      for step in order {
        switch step {
        case "result": h.bus.publish(iteration, to: entry)
        case "back": if h.path.top?.id == entry { h.path.pop() }
        default: task.cancel()
        }
        if iteration % 3 == 0 { await Task.yield() }
      }
      let value = try await outcome(of: task)
      switch order[0] {
      case "result": #expect(value == iteration, "order \(order)")
      case "back": #expect(value == nil, "order \(order)")
      default:
        // Cancellation reaches the main actor by a hop (R6): a result published before the hop
        // runs may still win. Either way the caller is resumed exactly once.
        #expect(value == nil || value == iteration, "order \(order)")
      }
      try await eventually { h.path.count == 0 && h.manager.pendingEntries.isEmpty }
    }
    #expect(h.resolutions.count == runs, "exactly one resume per request")
  }

  @Test("14. Restoring a path that holds a picker creates no continuation")
  func restorationDropsOrphanedPickers() async throws {
    let h = Harness()
    h.path.push(.home)
    h.path.push(.detail(3))
    let (task, pickerEntry) = try await h.start(.picker("setup"), as: String.self)
    let saved = h.path.snapshot
    h.manager.tearDown()
    #expect(try await outcome(of: task) == nil)

    let restored = Harness()
    try restored.path.restore(saved)
    #expect(restored.path.entries.map(\.destination) == [.home, .detail(3)])
    #expect(restored.manager.pendingEntries.isEmpty)
    restored.bus.publish("stale", to: pickerEntry)
    #expect(restored.manager.diagnostics == [.resultForEntryNotWaiting(pickerEntry)])
  }

  @Test("15. A result published from inside a path observer resolves once")
  func reentrantPublish() async throws {
    let h = Harness()
    var published = 0
    let bus = h.bus
    let observation = h.path.observe { change in
      for entry in change.added where entry.destination == .picker("auto") {
        published += 1
        bus.publish("instant", to: entry.id)
      }
    }
    let value = await h.manager.request(.picker("auto"), as: String.self)
    #expect(value == "instant")
    #expect(published == 1)
    #expect(h.path.count == 0)
    #expect(h.resolutions.count == 1)
    observation.cancel()
  }

  @Test("16. A result sent from a background task hops to the main actor")
  func publishFromBackground() async throws {
    let h = Harness()
    let (task, entry) = try await h.start(.picker("setup"), as: String.self)
    let bus = h.bus
    await Task.detached {
      await bus.send("from the background", to: entry)
    }.value
    #expect(try await outcome(of: task) == "from the background")
  }

  @Test("17. Dropping the navigator while a task waits resumes it with nil")
  func navigatorDeallocated() async throws {
    var navigator: Navigator<Screen>? = Navigator()
    weak let weakNavigator = navigator
    let manager = try #require(navigator?.requests)
    let task = Task { await manager.request(.picker("setup"), as: String.self) }
    try await eventually { manager.pendingEntries.count == 1 }
    navigator = nil
    #expect(weakNavigator == nil)
    #expect(try await outcome(of: task) == nil)
  }

  @Test("18. A deep link while a picker waits resumes nil and keeps the new path")
  func deepLinkWhileWaiting() async throws {
    let h = Harness()
    h.path.push(.home)
    let (task, _) = try await h.start(.picker("setup"), as: String.self)
    h.path.replace(with: [.home, .detail(9)])
    #expect(try await outcome(of: task) == nil)
    #expect(h.path.entries.map(\.destination) == [.home, .detail(9)])
  }
}
