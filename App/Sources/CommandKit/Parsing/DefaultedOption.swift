/// An option with a default when it is not given, said once in its help.
public struct DefaultedOption<Value: Sendable>: Sendable, OptionDeclaration {
  /// The option itself.
  public let option: Option<Value>
  /// Its value when not given.
  public let defaultValue: Value

  /// What help, parsing and completion read.
  public var spec: OptionSpec { option.spec }
  /// This option.
  public var optionSpecs: [OptionSpec] { [spec] }
}
