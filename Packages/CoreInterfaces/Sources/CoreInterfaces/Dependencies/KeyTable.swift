/// A small map from dependency key to a boxed value, searched linearly: an app has tens of keys,
/// and comparing that many pointers is several times faster than hashing one (this lookup is on
/// the path of every `@Dependency` read; see docs/ARCHITECTURE.md, "Dependency read cost").
@usableFromInline struct KeyTable: Sendable {
  @usableFromInline struct Entry: Sendable {
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let value: any AnyDependencyBox
  }

  @usableFromInline var entries: [Entry] = []

  @usableFromInline init() {}

  /// Whether the table is empty.
  @inlinable var isEmpty: Bool { entries.isEmpty }

  /// The value stored for `key`, if any.
  @inlinable subscript(key: ObjectIdentifier) -> (any AnyDependencyBox)? {
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }

  /// A copy with `value` stored for `key`, built in one allocation.
  func setting(_ key: ObjectIdentifier, to value: any AnyDependencyBox) -> KeyTable {
    var copy = KeyTable()
    copy.entries.reserveCapacity(entries.count + 1)
    for entry in entries where entry.key != key { copy.entries.append(entry) }
    copy.entries.append(Entry(key: key, value: value))
    return copy
  }

  /// Stores `value` for `key` in place.
  @usableFromInline mutating func set(_ key: ObjectIdentifier, to value: any AnyDependencyBox) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index] = Entry(key: key, value: value)
    } else {
      entries.append(Entry(key: key, value: value))
    }
  }
}
