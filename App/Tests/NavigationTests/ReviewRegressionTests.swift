import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Navigation

/// One test per finding of the outside review of the navigation kit: a subscription cancelled
/// during a delivery pass is not called later in that pass (these fail on the code before the
/// fix).
@MainActor
@Suite("Navigation review regressions", .timeLimit(.minutes(1)))
struct ReviewRegressionTests {
  // MARK: 1. A subscription cancelled during a pass is not called later in that pass

  @Test("A path observer cancelled by an earlier observer in the same pass is not called")
  func pathObserverCancelledMidPassIsNotCalled() {
    let path = PathStack<Screen>()
    var calls: [String] = []
    var second: NavigationSubscription?
    let first = path.observe { _ in
      calls.append("first")
      second?.cancel()
    }
    second = path.observe { _ in calls.append("second") }
    let third = path.observe { _ in calls.append("third") }
    path.push(.home)
    #expect(calls == ["first", "third"], "cancelled before its turn: not called, order kept")
    #expect(path.subscriberCount == 2)
    path.push(.detail(1))
    #expect(calls == ["first", "third", "first", "third"])
    _ = (first, third)
  }

  @Test("A result subscriber cancelled by an earlier subscriber in the same pass is not called")
  func busSubscriberCancelledMidPassIsNotCalled() {
    let bus = NavigationResultBus()
    var calls: [String] = []
    var second: NavigationSubscription?
    let first = bus.subscribe { _ in
      calls.append("first")
      second?.cancel()
    }
    second = bus.subscribe { _ in calls.append("second") }
    let third = bus.subscribe { _ in calls.append("third") }
    bus.publish(1, to: EntryID(rawValue: 1))
    #expect(calls == ["first", "third"], "cancelled before its turn: not called, order kept")
    #expect(bus.subscriberCount == 2)
    _ = (first, third)
  }

  @Test("A subscriber added during a pass hears the next value, not the current one")
  func subscriberAddedMidPassStartsWithTheNextValue() {
    let bus = NavigationResultBus()
    var late: [Int] = []
    var added: NavigationSubscription?
    let adder = bus.subscribe { _ in
      if added == nil { added = bus.subscribe { late.append($0.value as? Int ?? -1) } }
    }
    bus.publish(1, to: EntryID(rawValue: 1))
    bus.publish(2, to: EntryID(rawValue: 1))
    #expect(late == [2])
    _ = adder
  }
}
