/// A small map from dependency key to a value (a boxed override or cached value, or a live slot),
/// searched linearly: an app has tens of keys, and scanning that many pointers needs no hashing.
struct KeyTable<Value: Sendable>: Sendable {
  struct Entry: Sendable {
    let key: ObjectIdentifier
    let value: Value
  }

  var entries: [Entry] = []

  init() {}

  /// Whether the table is empty.
  var isEmpty: Bool { entries.isEmpty }

  /// The value stored for `key`, if any.
  subscript(key: ObjectIdentifier) -> Value? {
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }

  /// A copy with `value` stored for `key`, built in one allocation.
  func setting(_ key: ObjectIdentifier, to value: Value) -> KeyTable {
    var copy = KeyTable()
    copy.entries.reserveCapacity(entries.count + 1)
    for entry in entries where entry.key != key { copy.entries.append(entry) }
    copy.entries.append(Entry(key: key, value: value))
    return copy
  }

  /// Stores `value` for `key` in place.
  mutating func set(_ key: ObjectIdentifier, to value: Value) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index] = Entry(key: key, value: value)
    } else {
      entries.append(Entry(key: key, value: value))
    }
  }
}
