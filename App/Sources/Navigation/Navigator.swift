/// The navigation stack of one scene: its path, its result bus and its continuation manager,
/// with their lifetimes tied together. When the navigator goes away, every waiting caller is
/// resumed with `nil` (`isolated deinit`), so a dropped coordinator never strands a task.
///
/// Callers await through ``requests``, which never holds the navigator: a pending request cannot
/// keep its navigator alive, so dropping the last reference always runs the teardown.
@MainActor
public final class Navigator<Destination: NavigationDestination> {
  /// The path.
  public let path: PathStack<Destination>
  /// Where screens publish results.
  public let results: NavigationResultBus
  /// Turns pushes into awaitable requests.
  public let requests: NavigationContinuationManager<Destination>

  /// Creates a navigator over `path` and `results` (new ones by default). Observers already on
  /// `path` run before the continuation manager's cleanup; the delivery rule makes that safe.
  public init(
    path: PathStack<Destination> = PathStack(),
    results: NavigationResultBus = NavigationResultBus(),
    policy: ConcurrentRequestPolicy = .supersede
  ) {
    self.path = path
    self.results = results
    requests = NavigationContinuationManager(path: path, bus: results, policy: policy)
  }

  isolated deinit { requests.tearDown() }
}
