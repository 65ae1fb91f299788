/// Reads a dependency of the current task: `@Dependency(\.equipment) var equipment`.
///
/// The value is looked up on every read, from the task that reads it, so a model built in one
/// scope and used in another sees the dependencies of the place it is used. Declaring one only
/// stores the key path: nothing is resolved until the first read.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let resolve: @Sendable (DependencyValues) -> Value

  /// Reads the dependency at `keyPath`, a property a package adds to ``DependencyValues``.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    resolve = { $0[keyPath: keyPath] }
  }

  /// Reads the dependency named by `key` directly.
  public init<Key: DependencyKey>(_ key: Key.Type) where Key.Value == Value {
    resolve = { $0[Key.self] }
  }

  /// The dependency's value for the current task.
  public var wrappedValue: Value { resolve(DependencyValues.current) }
}
