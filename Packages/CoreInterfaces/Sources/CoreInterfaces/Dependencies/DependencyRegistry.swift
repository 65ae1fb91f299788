/// The live values of an app, registered once by its composition root as lazy factories.
///
/// Each factory runs at most once per registry, on first read, so start-up pays only for what is
/// used. A factory must not read its own key (it would wait on itself).
/// ```swift
/// let registry = DependencyRegistry { live in
///   live.register(GreetingClientKey.self) {
///     GreetingClient(greet: { "Hello, \($0)" }, count: { 1 })
///   }
/// }
/// let greeting = try await withDependencies { $0.context = .live(registry) } operation: {
///   @Dependency(\.greeting) var greeting
///   return try await greeting.greet("Ada")
/// }
/// ```
public final class DependencyRegistry: Sendable {
  /// Collects factories while a registry is being built.
  public struct Builder {
    fileprivate var slots = KeyTable<LiveSlot>()
    fileprivate var names: [ObjectIdentifier: String] = [:]

    /// Registers the factory that makes `key`'s live value on its first read; a later call for
    /// the same key wins.
    public mutating func register<Key: DependencyKey>(
      _ key: Key.Type, _ factory: @escaping @Sendable () -> Key.Value
    ) {
      slots.set(ObjectIdentifier(key), to: LiveSlot { DependencyBox(factory()) })
      names[ObjectIdentifier(key)] = String(describing: key)
    }

    /// Registers `value` as `key`'s live value, made now: for values that are cheap to make and
    /// read no other dependency (a client over an open database). Reads then take no lock.
    public mutating func register<Key: DependencyKey>(_ key: Key.Type, value: Key.Value) {
      slots.set(ObjectIdentifier(key), to: LiveSlot(made: DependencyBox(value)))
      names[ObjectIdentifier(key)] = String(describing: key)
    }
  }

  /// A ``LiveSlot`` per key.
  private let slots: KeyTable<LiveSlot>
  /// The names of the registered keys, for diagnostics.
  public let registeredKeys: Set<String>

  /// Builds a registry from the registrations `build` makes.
  public init(_ build: (inout Builder) -> Void) {
    var builder = Builder()
    build(&builder)
    slots = builder.slots
    registeredKeys = Set(builder.names.values)
  }

  /// Whether `key` has a live value registered.
  public func isRegistered<Key: DependencyKey>(_ key: Key.Type) -> Bool {
    slots[ObjectIdentifier(key)] != nil
  }

  /// The keys among `keys` that have no live value: check them at start-up and in a test, so a
  /// missing registration is found before anyone reads it.
  public func missingKeys(_ keys: [any DependencyKey.Type]) -> [String] {
    keys.filter { slots[ObjectIdentifier($0)] == nil }.map { String(describing: $0) }
  }

  func liveValue<Key: DependencyKey>(for key: Key.Type) -> Key.Value {
    guard let slot = slots[ObjectIdentifier(key)] else {
      return missingLiveValue(for: key)
    }
    return DependencyBox<Key.Value>.unbox(slot.box)
  }

  private func missingLiveValue<Key: DependencyKey>(for key: Key.Type) -> Key.Value {
    IssueReporting.reportFailure(
      """
      \(key) has no live value. Register it in App's composition root \
      (DependencyRegistry { $0.register(\(key).self) { … } }); using its test value instead.
      """)
    return Key.testValue
  }
}

/// One registered factory and the box it made, made at most once, on first read.
final class LiveSlot: Sendable {
  /// A value registered already made: read without a lock.
  private let eager: (any AnyDependencyBox)?
  private let factory: @Sendable () -> any AnyDependencyBox
  private let made = Locked<(any AnyDependencyBox)?>(nil)

  init(_ factory: @escaping @Sendable () -> any AnyDependencyBox) {
    eager = nil
    self.factory = factory
  }

  init(made box: any AnyDependencyBox) {
    eager = box
    factory = { box }
  }

  /// The box: the eager one, else made by the factory on the first read (racing first readers
  /// wait for one make).
  var box: any AnyDependencyBox {
    if let eager { return eager }
    return made.withLock { made in
      if let box = made { return box }
      let box = factory()
      made = box
      return box
    }
  }
}
