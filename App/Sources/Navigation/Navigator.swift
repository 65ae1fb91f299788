/// The navigation stack of one scene: its path, its result bus and its continuation manager,
/// with their lifetimes tied together. When the navigator goes away, every waiting caller is
/// resumed with `nil` (`isolated deinit`), so a dropped coordinator never strands a task.
@MainActor
public final class Navigator<Destination: NavigationDestination> {
  /// The path.
  public let path: PathStack<Destination>
  /// Where screens publish results.
  public let results: NavigationResultBus
  /// Turns pushes into awaitable requests.
  public let requests: NavigationContinuationManager<Destination>

  /// Creates an empty navigator.
  public init(policy: ConcurrentRequestPolicy = .supersede) {
    path = PathStack()
    results = NavigationResultBus()
    requests = NavigationContinuationManager(path: path, bus: results, policy: policy)
  }

  isolated deinit { requests.tearDown() }

  /// Pushes `destination` and waits for its result; see
  /// ``NavigationContinuationManager/request(_:as:slot:)``.
  public func request<R: Sendable>(_ destination: Destination, as type: R.Type = R.self) async
    -> R?
  {
    let requests = requests
    return await requests.request(destination, as: type)
  }
}
