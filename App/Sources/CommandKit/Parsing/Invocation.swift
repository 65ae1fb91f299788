/// A `quiver` command line, read once from left to right: the global options before the
/// command, the command's words down the tree (`rounds start`), then its own arguments and
/// options (the global ones among them), each checked against its declaration. Nothing else
/// reads the command line: dispatch, help and the app's early signal handling all ask this.
public struct Invocation: Sendable {
  /// What the command line asks for.
  public enum Action: Sendable {
    /// `quiver --version`.
    case version
    /// `quiver help [command…]` or `quiver --help [command…]`: the words after it.
    case help([String])
    /// A command's (or a group's) help: `quiver rounds --help`, or a group given no subcommand.
    case commandHelp(any QuiverCommand, path: String)
    /// Run `command`, which `path` names (`quiver rounds start`).
    case run(any QuiverCommand, path: String)
  }

  /// What to do.
  public let action: Action
  /// Every option and argument given: the command's own and the global ones, wherever given.
  public let arguments: ParsedArguments

  /// Reads `tokens` against `commands`. With no command, `defaultCommand` runs (the app on a
  /// terminal); without one, the overview is shown. A usage error inside a command carries the
  /// command's path, for the hint to its help.
  public init(
    _ tokens: [String], commands: [any QuiverCommand], defaultCommand: String? = nil,
    globalOptions: [OptionSpec] = GlobalOptions.all
  ) throws {
    var rest = tokens[...]
    let front = try ParsedArguments.parseFront(
      &rest, options: globalOptions + [GlobalOptions.version.spec])
    if front.wantsHelp {
      (action, arguments) = (.help(Array(rest)), front)
      return
    }
    let named = rest.first
    guard let word = named ?? (front[GlobalOptions.version] ? nil : defaultCommand) else {
      (action, arguments) = (front[GlobalOptions.version] ? .version : .help([]), front)
      return
    }
    if named != nil { rest = rest.dropFirst() }
    if word == "help" {
      (action, arguments) = (.help(Array(rest)), front)
      return
    }
    var command = try Self.command(named: word, in: commands, path: "quiver")
    var path = "quiver \(word)"
    do {
      while !command.subcommands.isEmpty {
        let fallback = command.defaultSubcommand.flatMap { name in
          command.subcommands.first(where: { $0.name == name })
        }
        // A default subcommand that takes a value (`quiver sync DIR`) is given any word that
        // names no subcommand; elsewhere an unknown word is a typo, answered with a suggestion.
        let takesWord = fallback.map { !$0.arguments.isEmpty } ?? false
        if let next = rest.first, !next.hasPrefix("-"),
          !takesWord || command.subcommands.contains(where: { $0.name == next })
        {
          command = try Self.command(named: next, in: command.subcommands, path: path)
          path += " \(next)"
          rest = rest.dropFirst()
          continue
        }
        // A group given no subcommand runs its default one (`quiver rounds` lists), whose
        // options it takes; `--help` there is the group's help.
        guard let fallback else {
          (action, arguments) = (.commandHelp(command, path: path), front)
          return
        }
        let parsed = try Self.parse(rest, for: fallback, path: path, front, globalOptions)
        (action, arguments) = (
          parsed.wantsHelp ? .commandHelp(command, path: path) : .run(fallback, path: path),
          parsed
        )
        return
      }
      let parsed = try Self.parse(rest, for: command, path: path, front, globalOptions)
      (action, arguments) = (
        parsed.wantsHelp ? .commandHelp(command, path: path) : .run(command, path: path), parsed
      )
    } catch let error as UsageError {
      throw CommandUsageError(error: error, path: path)
    }
  }

  /// `tokens` read against `command`'s declarations and the global ones, with the global
  /// options given before the command added.
  private static func parse(
    _ tokens: ArraySlice<String>, for command: any QuiverCommand, path: String,
    _ front: ParsedArguments, _ globalOptions: [OptionSpec]
  ) throws -> ParsedArguments {
    var parsed = try ParsedArguments.parse(
      Array(tokens), options: command.options + globalOptions, arguments: command.arguments,
      command: path)
    if !parsed.wantsHelp {
      try parsed.merge(front, options: globalOptions)
      if let broken = try command.requirements.first(where: { try $0.isBroken(parsed) }) {
        throw broken.refusal
      }
    }
    return parsed
  }

  /// The command called `name` among `commands`, or a usage error suggesting the closest one.
  public static func command(
    named name: String, in commands: [any QuiverCommand], path: String
  ) throws(UsageError) -> any QuiverCommand {
    if let command = commands.first(where: { $0.name == name }) { return command }
    let names = commands.filter(\.isListed).map(\.name)
    let hint = Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    let what = path == "quiver" ? "command" : "subcommand of '\(path)'"
    throw UsageError("unknown \(what) '\(name)'\(hint)")
  }
}

/// A usage error inside a command, with the command's path for the hint to its help.
public struct CommandUsageError: Error {
  /// What was wrong.
  public let error: UsageError
  /// `quiver rounds start`.
  public let path: String

  /// `error`, inside the command `path` names.
  public init(error: UsageError, path: String) {
    self.error = error
    self.path = path
  }
}
