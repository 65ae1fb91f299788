/// The dependencies visible to the current task: a context plus any scoped overrides.
///
/// Held in a task-local, so `withDependencies` overrides reach the operation and every child task
/// it starts (`Task {}`, task groups) but not detached tasks, and never another test.
/// Packages add a computed property per key:
/// ```swift
/// extension DependencyValues {
///   var greeting: GreetingClient {
///     get { self[GreetingClientKey.self] }
///     set { self[GreetingClientKey.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  @TaskLocal static var current = DependencyValues(context: .test)

  /// Immutable, so reading the task-local costs one retain; writes (only ever inside a
  /// `withDependencies` update) build a new one.
  final class Storage: Sendable {
    let context: DependencyContext
    let overrides: KeyTable<any AnyDependencyBox>
    /// Nil outside any scope that set a context: unscoped reads make a fresh value each time
    /// rather than share one across the whole process.
    let cache: DependencyCache?
    /// The values these were made from by a change: everything they hold, these hold too or
    /// replaced. A `@Dependency` read where the captured values are an ancestor needs no merge.
    let parent: Storage?

    init(
      context: DependencyContext, overrides: KeyTable<any AnyDependencyBox>,
      cache: DependencyCache?, parent: Storage?
    ) {
      self.context = context
      self.overrides = overrides
      self.cache = cache
      self.parent = parent
    }

    /// Whether these were made, by one or more changes, from `ancestor`.
    func descends(from ancestor: Storage) -> Bool {
      var next = parent
      while let storage = next {
        if storage === ancestor { return true }
        next = storage.parent
      }
      return false
    }
  }

  private(set) var storage: Storage

  /// Creates values for `context` with no overrides.
  public init(context: DependencyContext) {
    storage = Storage(context: context, overrides: KeyTable(), cache: nil, parent: nil)
  }

  /// Values over `storage` (a `@Dependency`'s captured values).
  init(storage: Storage) { self.storage = storage }

  /// The dependencies of the current task.
  public static var values: DependencyValues { current }

  /// Where values come from when a key has no override here. Setting it starts a fresh cache of
  /// test and preview values for the scope, so each scope gets its own preview store.
  public var context: DependencyContext {
    get { storage.context }
    set {
      storage = Storage(
        context: newValue, overrides: storage.overrides, cache: DependencyCache(), parent: storage)
    }
  }

  /// The value for `key`: an override if one is set, else the context's value.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let box = storage.overrides[ObjectIdentifier(key)] {
        return DependencyBox<Key.Value>.unbox(box)
      }
      switch storage.context {
      case .live(let registry): return registry.liveValue(for: key)
      case .test: return storage.cache?.value(for: key) { Key.testValue } ?? Key.testValue
      case .preview: return storage.cache?.value(for: key) { Key.previewValue } ?? Key.previewValue
      }
    }
    set {
      let overrides = storage.overrides.setting(ObjectIdentifier(key), to: DependencyBox(newValue))
      storage = Storage(
        context: storage.context, overrides: overrides, cache: storage.cache, parent: storage)
    }
  }

  /// Whether `key` has an override in these values.
  public func isOverridden<Key: DependencyKey>(_ key: Key.Type) -> Bool {
    storage.overrides[ObjectIdentifier(key)] != nil
  }

  /// These values (captured when a `@Dependency` was declared) with what `current`, the scope of
  /// a later read, changed since the two last shared values: its own overrides win key by key, and
  /// its context (with its cache) wins if it set one. What both inherited counts as the captured
  /// values say, so a model made in a nested scope keeps its overrides when read in the outer one.
  func merging(_ current: DependencyValues) -> DependencyValues {
    let later = current.storage
    if storage.descends(from: later) { return self }
    let setsContext = later.cache.map { cache in !lineage { $0.cache === cache } } ?? false
    var overrides = storage.overrides
    var changed = false
    for entry in later.overrides.entries
    where !lineage({ $0.overrides[entry.key].map { $0 === entry.value } ?? false }) {
      overrides.set(entry.key, to: entry.value)
      changed = true
    }
    guard setsContext || changed else { return self }
    var merged = self
    merged.storage = Storage(
      context: setsContext ? later.context : storage.context, overrides: overrides,
      cache: setsContext ? later.cache : storage.cache, parent: nil)
    return merged
  }

  /// Whether these values or any they were made from pass `test`.
  private func lineage(_ test: (Storage) -> Bool) -> Bool {
    var next: Storage? = storage
    while let values = next {
      if test(values) { return true }
      next = values.parent
    }
    return false
  }
}
