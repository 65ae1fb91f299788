/// An option with a default when it is not given, said once in its help.
public struct DefaultedOption<Value: Sendable>: Sendable {
  /// The option itself.
  public let option: Option<Value>
  /// Its value when not given.
  public let defaultValue: Value

  /// What help, parsing and completion read.
  public var spec: OptionSpec { option.spec }
}
