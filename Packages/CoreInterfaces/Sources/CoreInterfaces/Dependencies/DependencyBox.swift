/// A type-erased holder for one dependency value, stored per key in ``DependencyValues``.
///
/// A class so that reading it back is a pointer downcast, not an existential cast (the hot path
/// of every `@Dependency` read, specialised in the caller through `@inlinable`).
@usableFromInline final class DependencyBox<Value: Sendable>: Sendable {
  @usableFromInline let value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}

/// The common supertype of every ``DependencyBox``, so boxes of different values share a table.
@usableFromInline typealias AnyDependencyBox = AnyObject & Sendable

extension DependencyBox {
  /// Reads back a box stored under `Key`. Only `DependencyValues` and `DependencyRegistry` store
  /// boxes, always as `DependencyBox<Key.Value>` under `ObjectIdentifier(Key.self)`, so the
  /// unchecked downcast cannot fail; debug builds verify it.
  @inlinable static func unbox(_ box: any AnyDependencyBox) -> Value {
    assert(box is DependencyBox<Value>, "dependency table holds the wrong box type")
    return unsafeDowncast(box, to: DependencyBox<Value>.self).value
  }
}
