/// A positional argument declared once, as a static property, and read as
/// `try arguments[Self.id]` (or `arguments[ifGiven: …]`, `arguments[all: …]`).
public struct Argument<Value: Sendable>: Sendable, ArgumentDeclaration {
  /// What help, parsing and completion read.
  public let spec: ArgumentSpec
  /// Its value type.
  let type: ValueType<Value>

  /// This argument.
  public var argumentSpec: ArgumentSpec { spec }

  /// The positional `name` of `type`, taking `arity` values.
  public init(
    _ name: String, _ type: ValueType<Value>, _ help: String, arity: ArgumentSpec.Arity = .one
  ) {
    let accepted = type.accepted.isEmpty ? "" : " (\(type.accepted))"
    spec = ArgumentSpec(
      name: name, help: help + accepted, arity: arity, completion: type.completion,
      check: { _ = try type.parse($0, name) })
    self.type = type
  }
}
