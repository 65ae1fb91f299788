/// Where settings live: App's store in live use (`SettingsClient.live`), memory in previews.
public struct SettingsClient: Sendable {
  /// The settings now (the defaults for any never set).
  public var load: @Sendable () async throws -> AppSettings
  /// Saves the settings; observers see the change.
  public var save: @Sendable (AppSettings) async throws -> Void
  /// The settings now and after every change: what keeps every open screen in step.
  public var observe: @Sendable () -> Flow<AppSettings>

  /// Creates a client from its endpoints.
  public init(
    load: @escaping @Sendable () async throws -> AppSettings,
    save: @escaping @Sendable (AppSettings) async throws -> Void,
    observe: @escaping @Sendable () -> Flow<AppSettings>
  ) {
    self.load = load
    self.save = save
    self.observe = observe
  }

  /// Settings in memory, observed.
  public static func inMemory(_ initial: AppSettings = AppSettings()) -> SettingsClient {
    let state = MutableStateFlow(initial)
    return SettingsClient(
      load: { state.value },
      save: { state.value = $0 },
      observe: {
        Flow { continuation in
          let task = Task {
            for await value in state.values { continuation.yield(value) }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      })
  }
}

/// Registers ``SettingsClient`` in the dependency registry.
public enum SettingsClientKey: DependencyKey {
  /// Every endpoint reports "Unimplemented: SettingsClient.<endpoint>" and fails.
  public static let testValue = SettingsClient(
    load: unimplemented("SettingsClient.load"),
    save: unimplemented("SettingsClient.save"),
    observe: {
      IssueReporting.reportFailure(
        "Unimplemented: SettingsClient.observe was called. The test did not expect it: "
          + "override SettingsClient.observe in the test's dependencies if it should.")
      return Flow { continuation in
        continuation.finish(
          throwing: UnimplementedEndpointError(endpoint: "SettingsClient.observe"))
        return .none
      }
    })

  /// The defaults, in memory.
  public static var previewValue: SettingsClient { .inMemory() }
}

extension DependencyValues {
  /// The settings: `@Dependency(\.settings) var settings`.
  public var settings: SettingsClient {
    get { self[SettingsClientKey.self] }
    set { self[SettingsClientKey.self] = newValue }
  }
}
