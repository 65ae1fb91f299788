/// Runs `operation` with the current dependencies changed by `update`; the change is visible to
/// `operation` and to every task it starts, never to anything outside.
/// ```swift
/// let greeting = try await withDependencies {
///   $0.greeting.greet = { "Hi, \($0)" }
/// } operation: {
///   @Dependency(\.greeting) var greeting
///   return try await greeting.greet("Ada")
/// }
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

/// The async form of synchronous `withDependencies(_:operation:)`; child tasks inherit the overrides.
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
