/// The dependencies of one moment, carried into an escaping callback that would otherwise run with
/// none of the overrides (a completion handler, a delegate, a detached task).
/// ```swift
/// withEscapedDependencies { escaped in
///   sensor.delegate = HitDelegate(
///     onHit: { _ in escaped.yield { recordHit() } },
///     onError: { _ in })
/// }
/// ```
public struct EscapedDependencies: Sendable {
  let values: DependencyValues

  /// Runs `operation` with the captured dependencies.
  public func yield<R>(_ operation: () throws -> R) rethrows -> R {
    try DependencyValues.$current.withValue(values, operation: operation)
  }

  /// Runs async `operation` with the captured dependencies.
  public func yield<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await DependencyValues.$current.withValue(values, operation: operation)
  }
}

/// Captures the current dependencies for use in an escaping callback; see ``EscapedDependencies``.
public func withEscapedDependencies<R>(_ body: (EscapedDependencies) throws -> R) rethrows -> R {
  try body(EscapedDependencies(values: DependencyValues.current))
}
