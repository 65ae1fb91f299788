import LiveDependencies
public import Store

/// What a running command is given: its parsed arguments, the database location the global
/// options chose, and where to write.
public struct CommandContext: Sendable {
  /// The command's own arguments and the global options, read through their declarations.
  public let arguments: ParsedArguments
  /// `--db PATH`, `--in-memory`, or the default location.
  public let location: DatabaseLocation
  /// Standard output and error.
  public let output: Output
  /// Reads the next line of standard input; `nil` at its end.
  public let readLine: @Sendable () -> String?
  /// Reads the next line of standard input only when it has arrived already (never waits);
  /// `nil` when none has.
  public let readArrivedLine: @Sendable () -> String?
  /// How many lines of standard input were skipped so far as too long (each said as it was
  /// met): a command that feeds lines exits 1 after what it saved when one was (stranger29b N10).
  public let skippedLines: @Sendable () -> Int

  /// A context for one run; `readArrivedLine` is `readLine` unless given (lines a test hands
  /// over have always arrived).
  public init(
    arguments: ParsedArguments, location: DatabaseLocation, output: Output,
    readLine: @escaping @Sendable () -> String? = BoundedLines(standardInput: {
      Output.standard.error($0)
    }).next,
    readArrivedLine: (@Sendable () -> String?)? = nil,
    skippedLines: @escaping @Sendable () -> Int = { 0 }
  ) {
    self.arguments = arguments
    self.location = location
    self.output = output
    self.readLine = readLine
    self.readArrivedLine = readArrivedLine ?? readLine
    self.skippedLines = skippedLines
  }

  /// Runs `body` with every live client over the chosen database.
  public func withLiveDependencies<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
  ) async throws -> R {
    try await CompositionRoot.withLiveDependencies(database: try openDatabase(), body)
  }

  /// Opens (creating or migrating) the chosen database.
  public func openDatabase() throws -> Database { try Database(location) }

  /// Whether `--json` was given.
  public var json: Bool { arguments[Flag.json] }
}
