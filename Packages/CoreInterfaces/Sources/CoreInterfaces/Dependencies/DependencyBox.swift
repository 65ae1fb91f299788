/// A type-erased holder for one dependency value, stored per key in ``DependencyValues``.
final class DependencyBox<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The common supertype of every ``DependencyBox``, so boxes of different values share a table.
typealias AnyDependencyBox = AnyObject & Sendable

extension DependencyBox {
  /// Reads back a box stored under `Key`.
  static func unbox(_ box: any AnyDependencyBox) -> Value {
    // NB: cannot fail: only `DependencyValues`, `DependencyCache` and `DependencyRegistry` store
    // boxes, always a `DependencyBox<Key.Value>` under `ObjectIdentifier(Key.self)`.
    guard let typed = box as? DependencyBox<Value> else {
      preconditionFailure("dependency table holds a \(type(of: box)) where \(Self.self) belongs")
    }
    return typed.value
  }
}
