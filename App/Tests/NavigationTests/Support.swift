import CoreInterfacesTestSupport
import Navigation
import Testing

enum Screen: NavigationDestination, Codable {
  case home
  case detail(Int)
  case picker(String)
  case innerPicker

  var isTransient: Bool {
    switch self {
    case .picker, .innerPicker: true
    case .home, .detail: false
    }
  }
}

/// A navigator plus helpers to start requests and wait, always with a bound.
@MainActor
final class Harness {
  let navigator: Navigator<Screen>
  var resolutions: [(EntryID, Bool)] = []
  /// Called after each resume is recorded (adversarial tests publish from here).
  var onResolved: (EntryID) -> Void = { _ in }

  convenience init(policy: ConcurrentRequestPolicy = .supersede) {
    self.init(navigator: Navigator(policy: policy))
  }

  /// A harness over a navigator built elsewhere (say, over a path that already has observers).
  init(navigator: Navigator<Screen>) {
    self.navigator = navigator
    navigator.requests.onResolve = { [weak self] id, delivered in
      self?.resolutions.append((id, delivered))
      self?.onResolved(id)
    }
  }

  var path: PathStack<Screen> { navigator.path }
  var manager: NavigationContinuationManager<Screen> { navigator.requests }
  var bus: NavigationResultBus { navigator.results }

  /// Starts a request in a task and waits until its screen is on the path; returns the task
  /// and the entry it pushed.
  func start<R: Sendable>(_ screen: Screen, as type: R.Type) async throws -> (
    Task<R?, Never>, EntryID
  ) {
    let before = Set(manager.pendingEntries)
    let manager = manager
    let task = Task { await manager.request(screen, as: type) }
    try await eventually("request for \(screen) to be pending") {
      !Set(manager.pendingEntries).subtracting(before).isEmpty
    }
    let id = try #require(Set(manager.pendingEntries).subtracting(before).first)
    return (task, id)
  }
}

/// Awaits a request's outcome, failing the test instead of hanging if it never comes.
func outcome<R: Sendable>(of task: Task<R?, Never>) async throws -> R? {
  try await withTimeout("the request to resume", .seconds(10)) { await task.value }
}
