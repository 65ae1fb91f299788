/// Runs `operation` with the current dependencies changed by `update`; the change is visible to
/// `operation` and to every task it starts, never to anything outside.
/// ```swift
/// let items = try withDependencies { $0.equipment = .preview } operation: { try model.load() }
/// ```
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// The async form of ``withDependencies(_:operation:)-sync``; child tasks inherit the overrides.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
