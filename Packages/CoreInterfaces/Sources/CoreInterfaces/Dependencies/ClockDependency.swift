/// The clock code waits on: `@Dependency(\.clock) var clock`. Live and preview use the continuous
/// clock; tests install a `TestClock` (CoreInterfacesTestSupport) and move time by hand, so a
/// test about timing never sleeps.
public enum ClockKey: DependencyKey {
  /// The continuous clock: a test that waits on it without installing a test clock still works,
  /// just slowly, so the default is real time rather than a failure.
  public static let testValue: any Clock<Duration> = ContinuousClock()
  /// The continuous clock.
  public static let previewValue: any Clock<Duration> = ContinuousClock()
}

extension DependencyValues {
  /// The clock: `try await clock.sleep(for: .milliseconds(100))`.
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}
