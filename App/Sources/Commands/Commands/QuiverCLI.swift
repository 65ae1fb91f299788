import Foundation
public import Store

/// The `quiver` command line: global options, then a command and its arguments. Parsing,
/// dispatch and help live here; each command's work lives in its own type.
public struct QuiverCLI: Sendable {
  /// `quiver --version`.
  public static let version = "0.3.0"

  /// Options every command accepts.
  public static let globalOptions: [OptionSpec] = [
    .value("db", "PATH", "use the database at PATH (created on first use)"),
    .flag("in-memory", "use a database that lives only as long as the command"),
  ]

  /// The commands, in the order help lists them.
  public let commands: [any QuiverCommand]
  /// Where the database lives unless `--db` or `--in-memory` says otherwise.
  public let defaultLocation: DatabaseLocation

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
    DemoCommand(), RoundsCommand(), EquipmentCommand(), WhereCommand(), StressArrowsCommand(),
  ]

  /// Runs the command `arguments` name (without the program name); returns the exit status:
  /// 0 on success, 64 for a usage error, 1 when the command fails.
  public func run(_ arguments: [String], output: Output = .standard) async -> Int32 {
    var commandName: String?
    do {
      let invocation = try Invocation(arguments, globalOptions: Self.globalOptions)
      commandName = invocation.command
      switch invocation.command {
      case nil where invocation.wantsVersion:
        output.line("quiver \(Self.version)")
      case nil, "help":
        try help(for: invocation.arguments.first, output)
      case let name?:
        try await run(
          command(named: name), invocation.arguments, globals: invocation.globals, output)
      }
      return 0
    } catch let error as UsageError {
      let help = commandName.flatMap { try? command(named: $0) }.map { "quiver \($0.name) --help" }
      output.error("\(error). Run '\(help ?? "quiver --help")' for usage.")
      return 64
    } catch {
      output.error(Self.describe(error))
      return 1
    }
  }

  private func run(
    _ command: any QuiverCommand, _ tokens: [String], globals: ParsedArguments, _ output: Output
  ) async throws {
    let parsed = try ParsedArguments.parse(
      tokens, options: command.options + Self.globalOptions, command: "quiver \(command.name)")
    if parsed.has("help") {
      output.write(HelpText.command(command))
      return
    }
    var all = parsed
    all.flags.formUnion(globals.flags)
    all.values.merge(globals.values) { own, global in global + own }
    let context = CommandContext(
      arguments: all, location: try location(all), output: output)
    try await command.run(context)
  }

  private func location(_ arguments: ParsedArguments) throws(UsageError) -> DatabaseLocation {
    switch (arguments.value("db"), arguments.has("in-memory")) {
    case (.some, true): throw UsageError("--db and --in-memory cannot be used together")
    case (let path?, false): .file(path)
    case (nil, true): .inMemory
    case (nil, false): defaultLocation
    }
  }

  private func help(for name: String?, _ output: Output) throws(UsageError) {
    guard let name else { return output.write(HelpText.overview(commands, version: Self.version)) }
    output.write(HelpText.command(try command(named: name)))
  }

  private func command(named name: String) throws(UsageError) -> any QuiverCommand {
    if let command = commands.first(where: { $0.name == name }) { return command }
    let names = commands.filter(\.isListed).map(\.name)
    let hint = Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    throw UsageError("unknown command '\(name)'\(hint)")
  }

  /// The message for a failed command: a `LocalizedError`'s description, else the error itself.
  static func describe(_ error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? "\(error)"
  }
}
