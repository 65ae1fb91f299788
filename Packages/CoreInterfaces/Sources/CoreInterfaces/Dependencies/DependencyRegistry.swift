public import Synchronization

/// The live values of an app, registered once by its composition root as lazy factories.
///
/// Each factory runs at most once per registry, on first read, so start-up pays only for what is
/// used. A factory must not read its own key (it would wait on itself).
/// ```swift
/// let registry = DependencyRegistry { live in
///   live.register(EquipmentClientKey.self) { .live(store: store) }
/// }
/// try await withDependencies { $0.context = .live(registry) } operation: { … }
/// ```
public final class DependencyRegistry: Sendable {
  /// Collects factories while a registry is being built.
  public struct Builder {
    fileprivate var slots: KeyTable = KeyTable()
    fileprivate var names: [ObjectIdentifier: String] = [:]

    /// Registers the factory that makes `key`'s live value; a later call for the same key wins.
    public mutating func register<Key: DependencyKey>(
      _ key: Key.Type, _ factory: @escaping @Sendable () -> Key.Value
    ) {
      slots.set(ObjectIdentifier(key), to: LiveSlot { DependencyBox(factory()) })
      names[ObjectIdentifier(key)] = String(describing: key)
    }
  }

  /// A ``LiveSlot`` per key.
  @usableFromInline let slots: KeyTable
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

  @inlinable func liveValue<Key: DependencyKey>(for key: Key.Type) -> Key.Value {
    guard let slot = slots[ObjectIdentifier(key)] else {
      return missingLiveValue(for: key)
    }
    // NB: the table holds only `LiveSlot`s, and `register` makes each slot's factory return a
    // `DependencyBox<Key.Value>` for its key, so both downcasts cannot fail; debug builds check.
    assert(slot is LiveSlot, "live registry holds something other than a slot")
    return DependencyBox<Key.Value>.unbox(unsafeDowncast(slot, to: LiveSlot.self).box)
  }

  @usableFromInline func missingLiveValue<Key: DependencyKey>(for key: Key.Type) -> Key.Value {
    IssueReporting.reportFailure(
      """
      \(key) has no live value. Register it in App's composition root \
      (DependencyRegistry { $0.register(\(key).self) { … } }); using its test value instead.
      """)
    return Key.testValue
  }
}

/// One registered factory and the box it made, made at most once. Reads after the first are one
/// acquiring atomic load; only the first read (and any reader racing it) takes the lock.
///
/// Not generic, so reading it needs no generic metadata. The published box is retained once by
/// `make` and released in `deinit`; between the two the slot owns it, so taking it unretained
/// while the slot is alive is safe.
@usableFromInline final class LiveSlot: Sendable {
  @usableFromInline let factory: @Sendable () -> any AnyDependencyBox
  @usableFromInline let published = Atomic<Unmanaged<any AnyDependencyBox>?>(nil)
  @usableFromInline let making = Locked(())

  init(_ factory: @escaping @Sendable () -> any AnyDependencyBox) { self.factory = factory }

  deinit { published.load(ordering: .acquiring)?.release() }

  @inlinable var box: any AnyDependencyBox {
    if let box = published.load(ordering: .acquiring) { return box.takeUnretainedValue() }
    return make()
  }

  @usableFromInline func make() -> any AnyDependencyBox {
    making.withLock { _ in
      if let box = published.load(ordering: .acquiring) { return box.takeUnretainedValue() }
      let box = factory()
      published.store(Unmanaged.passRetained(box), ordering: .releasing)
      return box
    }
  }
}
