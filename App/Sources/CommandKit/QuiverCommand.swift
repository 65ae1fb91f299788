/// One `quiver` command: its name, what it does, the arguments and options it declares, and how
/// it runs. Each argument and option is declared once, as a stored property (`let out =
/// Option(…).required()`, `let json = Flag.json`), and read through it (`try arguments[out]`);
/// parsing, `--help`, completion, the man page and the README's command list are all generated
/// from these declarations.
public protocol QuiverCommand: Sendable {
  /// The word that selects it: `quiver rounds`.
  var name: String { get }
  /// One line for the command list.
  var summary: String { get }
  /// Its positional arguments, in order: read from its ``ArgumentDeclaration`` properties.
  var arguments: [ArgumentSpec] { get }
  /// The options it accepts besides the global ones and `--help`: read from its
  /// ``OptionDeclaration`` properties, in the order they are written.
  var options: [OptionSpec] { get }
  /// Rules across its options (``OptionRule``: exactly one of two, all of three when …): checked
  /// by the parser, stated in help and the man page. None by default.
  var requirements: [OptionRule] { get }
  /// Whether `quiver --help` lists it (the completion helper is not listed).
  var isListed: Bool { get }
  /// Its subcommands, if it is a group (`quiver rounds start`); empty for a plain command.
  var subcommands: [any QuiverCommand] { get }
  /// The subcommand a group runs when given none (`quiver rounds` lists), if any.
  var defaultSubcommand: String? { get }
  /// Runs it; a ``UsageError`` exits 64, any other error exits 1.
  func run(_ context: CommandContext) async throws
}

extension QuiverCommand {
  /// The arguments its stored properties declare.
  public var arguments: [ArgumentSpec] { Declarations.arguments(of: self) }
  /// The options its stored properties declare.
  public var options: [OptionSpec] { Declarations.options(of: self) }
  /// No rules across options by default.
  public var requirements: [OptionRule] { [] }
  /// Listed by default.
  public var isListed: Bool { true }
  /// A plain command by default.
  public var subcommands: [any QuiverCommand] { [] }
  /// No default subcommand by default.
  public var defaultSubcommand: String? { nil }
  /// A group runs its subcommands; it has no work of its own.
  public func run(_ context: CommandContext) async throws {
    throw UsageError("'\(name)' needs a subcommand")
  }

  /// Whether it declares `--json`.
  public var printsJSON: Bool { options.contains { $0.name == Flag.json.spec.name } }
}
