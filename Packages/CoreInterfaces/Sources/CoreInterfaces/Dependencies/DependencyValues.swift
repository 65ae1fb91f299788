/// The dependencies visible to the current task: a context plus any scoped overrides.
///
/// Held in a task-local, so `withDependencies` overrides reach the operation and every child task
/// it starts (`Task {}`, task groups) but not detached tasks, and never another test.
/// Packages add a computed property per key:
/// ```swift
/// extension DependencyValues {
///   public var equipment: EquipmentClient {
///     get { self[EquipmentClientKey.self] }
///     set { self[EquipmentClientKey.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  @TaskLocal static var current = DependencyValues(context: .test)

  /// Where values come from when a key has no override here.
  public var context: DependencyContext
  private var overrides: [ObjectIdentifier: any AnyDependencyBox] = [:]

  /// Creates values for `context` with no overrides.
  public init(context: DependencyContext) { self.context = context }

  /// The dependencies of the current task.
  public static var values: DependencyValues { current }

  /// The value for `key`: an override if one is set, else the context's value.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let box = overrides[ObjectIdentifier(key)] {
        return DependencyBox<Key.Value>.unbox(box)
      }
      switch context {
      case .test: return Key.testValue
      case .preview: return Key.previewValue
      case .live(let registry): return registry.liveValue(for: key)
      }
    }
    set { overrides[ObjectIdentifier(key)] = DependencyBox(newValue) }
  }

  /// Whether `key` has an override in these values.
  public func isOverridden<Key: DependencyKey>(_ key: Key.Type) -> Bool {
    overrides[ObjectIdentifier(key)] != nil
  }
}
