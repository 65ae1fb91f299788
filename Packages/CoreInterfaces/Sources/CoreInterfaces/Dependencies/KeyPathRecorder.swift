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

  /// A direct reader for `keyPath` if reading it reads exactly one key whose value is the key
  /// path's value (the usual `get { self[Key.self] }` property); `nil` for anything else.
  @usableFromInline static func directReader<Value>(
    for keyPath: any KeyPath<DependencyValues, Value> & Sendable
  ) -> (@Sendable (DependencyValues) -> Value)? {
    let recorder = KeyPathRecorder()
    _ = DependencyValues(recordingInto: recorder)[keyPath: keyPath]
    let reads = recorder.reads.withLock { $0 }
    guard reads.count == 1 else { return nil }
    return reads[0] as? @Sendable (DependencyValues) -> Value
  }
}
