/// Learns which key a `DependencyValues` key path reads, so `@Dependency(\.equipment)` can read
/// the key directly instead of applying the key path on every access (a key path through a
/// computed property costs tens of nanoseconds; the direct read is the hot path of every client).
@usableFromInline final class KeyPathRecorder: Sendable {
  @usableFromInline let reads = Locked<[any Sendable]>([])

  /// Notes that `key` was read, keeping a direct reader for it.
  @inlinable func record<Key: DependencyKey>(_ key: Key.Type) {
    let reader: @Sendable (DependencyValues) -> Key.Value = { $0[Key.self] }
    reads.withLock { $0.append(reader) }
  }

  /// A direct reader for `keyPath` if reading it reads exactly one key and returns that key's
  /// value unchanged (the usual `get { self[Key.self] }` property); `nil` for anything else, and
  /// the key path is then applied on every read.
  ///
  /// "Unchanged" is checked, not assumed: in the test and the preview context the key path's
  /// result must be bit for bit the key's value. A property that derives a value fails one of
  /// the two and falls back; `make isolation` also requires every `DependencyValues` property in
  /// the repository to be a plain `self[Key.self]` accessor.
  @usableFromInline static func directReader<Value>(
    for keyPath: any KeyPath<DependencyValues, Value> & Sendable
  ) -> (@Sendable (DependencyValues) -> Value)? {
    let recorder = KeyPathRecorder()
    // Each probe caches what it makes, so both reads below see the same test or preview value.
    let test = DependencyValues(recordingInto: recorder)
    let viaKeyPath = test[keyPath: keyPath]
    let reads = recorder.reads.withLock { $0 }
    guard reads.count == 1, let reader = reads[0] as? @Sendable (DependencyValues) -> Value else {
      return nil
    }
    let preview = DependencyValues(recordingInto: nil, context: .preview)
    guard sameBits(viaKeyPath, reader(test)), sameBits(preview[keyPath: keyPath], reader(preview))
    else { return nil }
    return reader
  }

  /// Whether two values have the same representation (same stored bits: same numbers, same
  /// object and closure pointers). Padding can only make equal values look different, which
  /// merely costs the fast path.
  private static func sameBits<Value>(_ first: Value, _ second: Value) -> Bool {
    withUnsafeBytes(of: first) { a in withUnsafeBytes(of: second) { b in a.elementsEqual(b) } }
  }
}
