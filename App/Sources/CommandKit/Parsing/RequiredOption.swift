/// An option the command cannot run without (`backup --out FILE`): the parser refuses a command
/// line without it (`missing --out FILE`, exit 64), and help shows it in the usage line. Read as
/// `try arguments[out]`, which is never `nil`.
public struct RequiredOption<Value: Sendable>: Sendable, OptionDeclaration {
  /// The option itself.
  public let option: Option<Value>

  /// What help, parsing and completion read.
  public var spec: OptionSpec { option.spec }
  /// This option.
  public var optionSpecs: [OptionSpec] { [spec] }
}
