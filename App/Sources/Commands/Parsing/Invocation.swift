/// The top of a `quiver` command line: global options before the command, the command's name,
/// and everything after it (the command parses that itself, global options included).
struct Invocation: Equatable {
  /// Global options given before the command.
  var globals = ParsedArguments()
  /// The command's name, if one was given.
  var command: String?
  /// The tokens after the command's name.
  var arguments: [String] = []
  /// `quiver --version`.
  var wantsVersion = false

  /// Splits `tokens`: `--help`/`-h` before a command mean `help`; `--version` prints the
  /// version; any other option before the command must be a global one.
  init(_ tokens: [String], globalOptions: [OptionSpec] = GlobalOptions.all) throws {
    var leading: [String] = []
    var rest = tokens[...]
    while let token = rest.first, token.hasPrefix("-") {
      rest = rest.dropFirst()
      switch token {
      case "--help", "-h":
        command = "help"
        arguments = Array(rest)
        return
      case "--version":
        wantsVersion = true
      default:
        leading.append(token)
        let name = token.dropFirst(2).prefix { $0 != "=" }
        if !token.contains("="),
          globalOptions.contains(where: { $0.name == name && $0.valueName != nil }),
          let value = rest.first
        {
          leading.append(value)
          rest = rest.dropFirst()
        }
      }
    }
    globals = try ParsedArguments.parse(leading, options: globalOptions, command: "quiver")
    if let first = rest.first {
      command = first
      arguments = Array(rest.dropFirst())
    }
  }
}
