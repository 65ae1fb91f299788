import CoreInterfaces
import Foundation
public import Store

/// The `quiver` command line: global options, then a command and its arguments. Parsing,
/// dispatch and help live here; each command's work lives in its own type.
public struct QuiverCLI: Sendable {
  /// `quiver --version`.
  public static let version = "0.3.0"

  /// Options every command accepts.
  public static let globalOptions = GlobalOptions.all

  /// The commands, in the order help lists them.
  public let commands: [any QuiverCommand]
  /// Where the database lives unless `--db` or `--in-memory` says otherwise.
  public let defaultLocation: DatabaseLocation
  /// The command `quiver` with no command runs (`app` on a terminal); help when `nil`.
  public var defaultCommand: String?

  /// A command line over `commands`.
  public init(
    commands: [any QuiverCommand] = QuiverCLI.standardCommands,
    defaultLocation: DatabaseLocation = .standard()
  ) {
    self.commands = commands
    self.defaultLocation = defaultLocation
  }

  /// Quiver's commands.
  public static let standardCommands: [any QuiverCommand] = [
    DemoCommand(), AppCommand(), RoundsCommand(), TargetCommand(), StatsCommand(),
    HandicapCommand(), ClassifyCommand(), CheckCommand(),
    PlotCommand(), ExportCommand(), ImportCommand(), BackupCommand(), RestoreCommand(),
    EquipmentCommand(), SetupsCommand(),
    SightMarksCommand(), ArchersCommand(), SettingsCommand(), WhereCommand(), CompletionCommand(),
    CompleteValuesCommand(),
  ]

  /// Whether `arguments` run the interactive app: `app` as the command, or no command at all on
  /// a terminal. `main` asks before anything else, to catch stop signals from the start.
  public static func runsApp(_ arguments: [String], onTerminal: Bool) -> Bool {
    var rest = arguments[...]
    while let first = rest.first, first.hasPrefix("-") {
      rest = rest.dropFirst(first == "--\(GlobalOptions.db.spec.name)" ? 2 : 1)
    }
    guard let command = rest.first else { return onTerminal && !arguments.contains("--help") }
    return command == "app"
  }

  /// Runs the command `arguments` name (without the program name); returns the exit status:
  /// 0 on success; 64 when the command line itself is wrong (an unknown command or option, a
  /// missing or extra argument, a value not of the option's type or outside its documented
  /// range); 1 when a well-formed command is refused by the data (no such round, an ambiguous ID
  /// prefix, a damaged row, the round is full, the name is taken, the file cannot be read or
  /// written, standard output cannot be written, standard input is not text). Either way
  /// standard error gets one line. Without `readLine`, lines come from standard input through
  /// ``BoundedLines``.
  public func run(
    _ arguments: [String], output: Output = .standard,
    readLine given: (@Sendable () -> String?)? = nil
  ) async -> Int32 {
    let standardInput = BoundedLines(standardInput: { output.error($0) })
    let readLine = given ?? standardInput.next
    let status = await run(arguments, output: output, lines: readLine)
    return status == 0 && standardInput.stoppedOnBinary ? 1 : status
  }

  private func run(
    _ arguments: [String], output: Output, lines readLine: @escaping @Sendable () -> String?
  ) async -> Int32 {
    do {
      let invocation = try Invocation(arguments, globalOptions: Self.globalOptions)
      switch invocation.command {
      case nil where invocation.wantsVersion:
        output.line("quiver \(Self.version)")
      case nil where defaultCommand != nil:
        let name = defaultCommand ?? ""
        let command = try Self.command(named: name, in: commands, path: "quiver")
        try await run(
          command, [], globals: invocation.globals, path: "quiver \(name)",
          Streams(output: output, readLine: readLine))
      case nil, "help":
        try help(for: invocation.arguments, output)
      case let name?:
        let command = try Self.command(named: name, in: commands, path: "quiver")
        try await run(
          command, invocation.arguments, globals: invocation.globals, path: "quiver \(name)",
          Streams(output: output, readLine: readLine))
      }
      // A command whose output did not reach standard output has not succeeded.
      try output.checkWritten()
      return 0
    } catch let exit as CommandExit {
      return exit.status
    } catch let error as CommandUsageError {
      output.error("\(error.error). Run '\(error.path) --help' for usage.")
      return 64
    } catch let error as UsageError {
      output.error("\(error). Run 'quiver --help' for usage.")
      return 64
    } catch let error as ValueRangeError {
      // A value out of its documented range, given on the command line: a usage error.
      output.error(error.errorDescription ?? "\(error)")
      return 64
    } catch {
      output.error(Self.describe(error))
      return 1
    }
  }

  /// Runs `command` (or, for a group, the subcommand `tokens` name) with the rest of `tokens`.
  private func run(
    _ command: any QuiverCommand, _ tokens: [String], globals: ParsedArguments, path: String,
    _ streams: Streams
  ) async throws {
    let output = streams.output
    do {
      if !command.subcommands.isEmpty {
        if let first = tokens.first, !first.hasPrefix("-") {
          let sub = try Self.command(named: first, in: command.subcommands, path: path)
          return try await run(
            sub, Array(tokens.dropFirst()), globals: globals, path: "\(path) \(first)", streams)
        }
        if let name = command.defaultSubcommand, !tokens.contains("--help"), !tokens.contains("-h")
        {
          let sub = try Self.command(named: name, in: command.subcommands, path: path)
          return try await run(sub, tokens, globals: globals, path: path, streams)
        }
        return output.write(HelpText.command(command, path: path))
      }
      try await runLeaf(command, tokens, globals: globals, path: path, streams)
    } catch let error as UsageError {
      throw CommandUsageError(error: error, path: path)
    }
  }

  private func runLeaf(
    _ command: any QuiverCommand, _ tokens: [String], globals: ParsedArguments, path: String,
    _ streams: Streams
  ) async throws {
    let output = streams.output
    var all = try ParsedArguments.parse(
      tokens, options: command.options + Self.globalOptions, arguments: command.arguments,
      command: path)
    if all.wantsHelp {
      output.write(HelpText.command(command, path: path))
      return
    }
    try all.merge(globals, options: Self.globalOptions)
    let context = CommandContext(
      arguments: all, location: try location(all), output: output, readLine: streams.readLine)
    do {
      try await command.run(context)
    } catch let error as SQLiteError {
      // SQLite said no mid-command: name the database, never the statement.
      throw StoreError.failed(path: context.location.description, error)
    }
  }

  private func location(_ arguments: ParsedArguments) throws -> DatabaseLocation {
    switch (try arguments[GlobalOptions.db], arguments[GlobalOptions.inMemory]) {
    case (.some, true): throw UsageError("--db and --in-memory cannot be used together")
    case (let path?, false): .file(path)
    case (nil, true): .inMemory
    case (nil, false): defaultLocation
    }
  }

  /// `quiver help [command [subcommand…]]`.
  private func help(for given: [String], _ output: Output) throws {
    let names = given.filter { $0 != "--help" && $0 != "-h" }
    if names == ["--man"] { return output.write(ManPage.roff(commands, version: Self.version)) }
    guard let first = names.first else {
      return output.write(HelpText.overview(commands, version: Self.version))
    }
    var command = try Self.command(named: first, in: commands, path: "quiver")
    var path = "quiver \(first)"
    for name in names.dropFirst() {
      command = try Self.command(named: name, in: command.subcommands, path: path)
      path += " \(name)"
    }
    output.write(HelpText.command(command, path: path))
  }

  private static func command(
    named name: String, in commands: [any QuiverCommand], path: String
  ) throws(UsageError) -> any QuiverCommand {
    if let command = commands.first(where: { $0.name == name }) { return command }
    let names = commands.filter(\.isListed).map(\.name)
    let hint = Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    let what = path == "quiver" ? "command" : "subcommand of '\(path)'"
    throw UsageError("unknown \(what) '\(name)'\(hint)")
  }

  /// Standard output and error, and standard input.
  struct Streams {
    let output: Output
    let readLine: @Sendable () -> String?
  }

  /// A usage error inside a command, with the command's path for the help hint.
  struct CommandUsageError: Error {
    let error: UsageError
    let path: String
  }

  /// The one line a person reads for a failed command: the error's own sentence when it is one
  /// of Quiver's typed errors, a translation for SQLite, decoding and file-system errors, and a
  /// plain apology for anything else — never SQL, a Foundation description or a Swift dump.
  static func describe(_ error: any Error) -> String {
    let text = ErrorText.sentence(for: error)
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }
}
