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

  init(policy: ConcurrentRequestPolicy = .supersede) {
    navigator = Navigator(policy: policy)
    navigator.requests.onResolve = { [weak self] id, delivered in
      self?.resolutions.append((id, delivered))
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
