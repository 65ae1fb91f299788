import AnalyticsCommands
public import CommandKit
import CoreInterfaces
import EquipmentCommands
import Foundation
import ScoringCommands
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

  /// Quiver's commands: the platform's, and each team's from its own room.
  public static let standardCommands: [any QuiverCommand] =
    [DemoCommand(), AppCommand()] + ScoringCommandSet.commands + AnalyticsCommandSet.commands
    + [CheckCommand(), BackupCommand(), RestoreCommand()] + EquipmentCommandSet.commands
    + [
      SyncCommand(), ArchersCommand(), SettingsCommand(), WhereCommand(), CompletionCommand(),
      CompleteValuesCommand(),
    ]

  /// `arguments` (without the program name) read once, against these commands: what `run`
  /// runs, and what `main` asks first (``Reading/runsApp``) to catch stop signals from the start.
  public func read(_ arguments: [String]) -> Reading {
    Reading(
      result: Result {
        try Invocation(
          arguments, commands: commands, defaultCommand: defaultCommand,
          globalOptions: Self.globalOptions)
      })
  }

  /// A command line read once: the invocation, or why it does not parse.
  public struct Reading: Sendable {
    /// The invocation, or the usage error that stopped the reading.
    let result: Result<Invocation, any Error>

    /// Whether it runs the interactive app: `app` as the command, or no command at all where
    /// `app` is the default (a terminal). A command line that does not parse runs nothing.
    public var runsApp: Bool {
      guard case .success(let invocation) = result, case .run(_, let path) = invocation.action
      else { return false }
      return path == "quiver app"
    }
  }

  /// Runs the command `arguments` name (without the program name); returns the exit status:
  /// 0 on success; 64 when the command line itself is wrong (an unknown command or option, a
  /// missing or extra argument, a value not of the option's type or outside its documented
  /// range); 1 when a well-formed command is refused by the data (no such round, an ambiguous ID
  /// prefix, a damaged row, the round is full, the name is taken, the file cannot be read or
  /// written, standard output cannot be written, standard input is not text). Either way
  /// standard error gets one line. Without `readLine`, lines come from standard input through
  /// `BoundedLines`.
  public func run(
    _ arguments: [String], output: Output = .standard,
    readLine given: (@Sendable () -> String?)? = nil
  ) async -> Int32 {
    await run(read(arguments), output: output, readLine: given)
  }

  /// Runs a command line already read (``read(_:)``); returns the exit status as above. Without
  /// `readLine`, lines come from standard input through `BoundedLines`, so no reader of it,
  /// however it is reached, takes a line without bound or text that is not text.
  public func run(
    _ reading: Reading, output: Output = .standard,
    readLine given: (@Sendable () -> String?)? = nil
  ) async -> Int32 {
    let standardInput = BoundedLines(standardInput: { output.error($0) })
    let lines = Streams(
      output: output, readLine: given ?? standardInput.next,
      readArrivedLine: given ?? standardInput.nextIfArrived,
      skippedLines: { standardInput.skippedLines })
    let status = await run(reading, lines)
    return status == 0 && standardInput.stoppedOnBinary ? 1 : status
  }

  private func run(_ reading: Reading, _ streams: Streams) async -> Int32 {
    let output = streams.output
    do {
      let invocation = try reading.result.get()
      switch invocation.action {
      case .version: output.line("quiver \(Self.version)")
      case .help(let words): try help(for: words, output)
      case .commandHelp(let command, let path): output.write(HelpText.command(command, path: path))
      case .run(let command, let path):
        try await run(command, invocation.arguments, path: path, streams)
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

  /// Runs `command` with its parsed arguments, over the database they choose.
  private func run(
    _ command: any QuiverCommand, _ arguments: ParsedArguments, path: String, _ streams: Streams
  ) async throws {
    let location: DatabaseLocation
    do { location = try self.location(arguments) } catch let error as UsageError {
      throw CommandUsageError(error: error, path: path)
    }
    // A mistyped --db makes nothing: only a file in a folder that exists is opened or created.
    if case .file(let given) = location, try arguments[GlobalOptions.db] != nil,
      FileSystemPath.at(FileSystemPath.folder(of: given)) == .missing
    {
      throw StoreError.cannotOpen(
        path: given,
        reason: "there is no folder \(FileSystemPath.folder(of: given)); Quiver makes none for --db"
      )
    }
    let context = CommandContext(
      arguments: arguments, location: location, output: streams.output,
      readLine: streams.readLine, readArrivedLine: streams.readArrivedLine,
      skippedLines: streams.skippedLines)
    do {
      try await command.run(context)
    } catch let error as UsageError {
      throw CommandUsageError(error: error, path: path)
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
    var command = try Invocation.command(named: first, in: commands, path: "quiver")
    var path = "quiver \(first)"
    for name in names.dropFirst() {
      command = try Invocation.command(named: name, in: command.subcommands, path: path)
      path += " \(name)"
    }
    output.write(HelpText.command(command, path: path))
  }

  /// Standard output and error, and standard input.
  struct Streams {
    let output: Output
    let readLine: @Sendable () -> String?
    let readArrivedLine: @Sendable () -> String?
    let skippedLines: @Sendable () -> Int
  }

  /// The one line a person reads for a failed command: the error's own sentence when it is one
  /// of Quiver's typed errors, a translation for SQLite, decoding and file-system errors, and a
  /// plain apology for anything else — never SQL, a Foundation description or a Swift dump.
  static func describe(_ error: any Error) -> String { ErrorText.line(for: error) }
}
