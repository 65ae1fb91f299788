/// Reads a dependency: `@Dependency(\.equipment) var equipment`.
///
/// Declaring one captures the dependencies in force at that moment (as swift-dependencies does),
/// so a model made inside `withDependencies` keeps its overrides when it is called later; a read
/// merges them with any scope active at the read, which wins for what it set itself. Nothing is
/// resolved until the first read.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  /// Reads the value from the current values; holds the captured ones (one reference to copy).
  private let read: @Sendable (DependencyValues) -> Value

  /// Reads the dependency at `keyPath`, a property a package adds to ``DependencyValues``.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    read = Self.reader(capturing: DependencyValues.current.storage) { $0[keyPath: keyPath] }
  }

  /// Reads the dependency named by `key` directly.
  public init<Key: DependencyKey>(_ key: Key.Type) where Key.Value == Value {
    read = Self.reader(capturing: DependencyValues.current.storage) { $0[Key.self] }
  }

  /// The dependency's value: the captured dependencies merged with the current task's scope.
  public var wrappedValue: Value { read(DependencyValues.current) }

  /// `resolve` applied to the values a read sees: the current ones where they are, or were made
  /// from, the captured ones (read where declared, or in a scope made from there); else the
  /// captured merged with the current, in force while the value is made (a live factory or a
  /// cached test value may read other dependencies).
  private static func reader(
    capturing captured: DependencyValues.Storage,
    _ resolve: @escaping @Sendable (DependencyValues) -> Value
  ) -> @Sendable (DependencyValues) -> Value {
    { current in
      let storage = current.storage
      if storage === captured || storage.descends(from: captured) { return resolve(current) }
      let values = DependencyValues(storage: captured).merging(current)
      return DependencyValues.$current.withValue(values) { resolve(values) }
    }
  }
}
