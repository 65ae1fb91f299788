/// An option with a value, declared once as a static property with its type (and so its range or
/// choices), help and completion: `static let perEnd = Option("per-end", .integer(in:
/// Bounded.arrowsPerEnd), "arrows per end")`, read as `try arguments[Self.perEnd]`, so a
/// misspelt option does not compile.
public struct Option<Value: Sendable>: Sendable {
  /// What help, parsing and completion read.
  public let spec: OptionSpec
  /// Its value type.
  let type: ValueType<Value>

  /// `--name PLACEHOLDER` of `type`; `help` says what it is for, and the type adds what it
  /// accepts. `repeatable` options are read with `arguments[all: …]`; others may be given once.
  public init(
    _ name: String, _ type: ValueType<Value>, _ help: String, placeholder: String? = nil,
    repeatable: Bool = false
  ) {
    let accepted = type.accepted.isEmpty ? "" : " (\(type.accepted))"
    let repeatNote = repeatable ? "; repeat for several" : ""
    spec = OptionSpec(
      name: name, valueName: placeholder ?? type.placeholder, help: help + accepted + repeatNote,
      repeatable: repeatable, completion: type.completion,
      check: { _ = try type.parse($0, "--\(name)") })
    self.type = type
  }

  /// The same option with `value` when it is not given; its help says `default shown`.
  public func defaulting(to value: Value, shown: String) -> DefaultedOption<Value> {
    let spec = OptionSpec(
      name: spec.name, valueName: spec.valueName, help: spec.help + "; default \(shown)",
      repeatable: false, completion: spec.completion, check: spec.check)
    return DefaultedOption(option: Option(spec: spec, type: type), defaultValue: value)
  }

  private init(spec: OptionSpec, type: ValueType<Value>) {
    self.spec = spec
    self.type = type
  }
}
