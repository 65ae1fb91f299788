/// The test and preview values made in one scope, so every read in that scope sees the same
/// instance: an in-memory preview store keeps what was saved into it.
///
/// A new cache starts whenever a scope sets `context`, so two tests never share a value.
final class DependencyCache: Sendable {
  private let values = Locked(KeyTable<any AnyDependencyBox>())

  /// The cached value for `key`, making it with `make` on first use. `make` runs outside the
  /// lock (it may read other dependencies); if two readers race, the first stored value wins.
  func value<Key: DependencyKey>(for key: Key.Type, make: () -> Key.Value) -> Key.Value {
    let id = ObjectIdentifier(key)
    if let box = values.withLock({ $0[id] }) { return DependencyBox<Key.Value>.unbox(box) }
    let made = DependencyBox(make())
    let stored = values.withLock { values in
      if let existing = values[id] { return existing }
      values.set(id, to: made)
      return made
    }
    return DependencyBox<Key.Value>.unbox(stored)
  }
}
