import Foundation
import Navigation

private enum BenchScreen: NavigationDestination {
  case home
  case picker
  var isTransient: Bool { self == .picker }
}

/// `nav_roundtrip_ns`: request → result → resume → pop, averaged over 1,000,000 cycles, with
/// `nav_rss_growth_kb` (resident memory after minus before: flat means nothing accumulates).
/// `bus_events_per_s_1sub` / `_8sub`: results published per second with that many synchronous
/// subscribers (OpenCombine's PassthroughSubject: about 5.0 M and 0.45 M here).
@MainActor
enum NavigationBenchmarks {
  static func run() async {
    await roundTrip()
    for subscribers in [1, 8] {
      report("bus_events_per_s_\(subscribers)sub", busEventsPerSecond(subscribers), decimals: 0)
    }
  }

  private static func roundTrip() async {
    let navigator = Navigator<BenchScreen>()
    navigator.path.push(.home)
    let bus = navigator.results
    // The picker answers as soon as it is pushed: the whole cycle runs on the main actor.
    let answer = navigator.path.observe { change in
      for entry in change.added where entry.destination == .picker {
        bus.publish(entry.id.rawValue, to: entry.id)
      }
    }
    let requests = navigator.requests
    for _ in 0..<20_000 { _ = await requests.request(.picker, as: UInt64.self) }
    let rssBefore = residentKilobytes()
    let cycles = 1_000_000
    var checksum: UInt64 = 0
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<cycles { checksum &+= await requests.request(.picker, as: UInt64.self) ?? 0 }
    let elapsed = start.duration(to: clock.now)
    let rssAfter = residentKilobytes()
    blackHole(checksum)
    answer.cancel()
    precondition(requests.pendingEntries.isEmpty && navigator.path.count == 1, "leaked a request")
    report("nav_roundtrip_ns", elapsed.nanoseconds / Double(cycles))
    report("nav_rss_growth_kb", Double(rssAfter - rssBefore), decimals: 0)
  }

  private static func busEventsPerSecond(_ subscriberCount: Int) -> Double {
    let bus = NavigationResultBus()
    var delivered = 0
    let subscriptions = (0..<subscriberCount).map { _ in bus.subscribe { _ in delivered += 1 } }
    let events = 2_000_000
    let entry = EntryID(rawValue: 1)
    let clock = ContinuousClock()
    let elapsed = clock.measure { for value in 0..<events { bus.publish(value, to: entry) } }
    precondition(delivered == events * subscriberCount, "lost an event")
    withExtendedLifetime(subscriptions) {}
    return Double(events) / (elapsed.nanoseconds / 1e9)
  }

  /// Resident set size from /proc/self/status, in kB; 0 where it cannot be read.
  private static func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
  }
}
