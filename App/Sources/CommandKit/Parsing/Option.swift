/// An option with a value, declared once as a static property with its type (and so its range or
/// choices), help and completion: `static let perEnd = Option("per-end", .integer(in:
/// Bounded.arrowsPerEnd), "arrows per end")`, read as `try arguments[Self.perEnd]`, so a
/// misspelt option does not compile.
public struct Option<Value: Sendable>: Sendable, OptionDeclaration {
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

  /// This option.
  public var optionSpecs: [OptionSpec] { [spec] }

  /// The same option, which the command cannot run without: the parser refuses a command line
  /// that leaves it out, and help puts it in the usage line.
  public func required() -> RequiredOption<Value> {
    RequiredOption(option: Option(spec: spec.requiring(true), type: type))
  }

  /// The same option, required when `condition` holds (a field `add` needs and `edit` does
  /// not); read as an optional, which the parser has made sure is given when required.
  public func required(if condition: Bool) -> Option<Value> {
    Option(spec: spec.requiring(condition), type: type)
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
