public import Store

/// What a running command is given: its parsed arguments, the database location the global
/// options chose, and where to write.
public struct CommandContext: Sendable {
  /// The command's own arguments.
  public let arguments: ParsedArguments
  /// `--db PATH`, `--in-memory`, or the default location.
  public let location: DatabaseLocation
  /// Standard output and error.
  public let output: Output

  /// A context for one run.
  public init(arguments: ParsedArguments, location: DatabaseLocation, output: Output) {
    self.arguments = arguments
    self.location = location
    self.output = output
  }

  /// Opens (creating or migrating) the chosen database.
  public func openDatabase() throws -> Database { try Database(location) }

  /// Refuses positional arguments beyond `count`, naming the first extra one.
  public func expectNoMorePositionals(than count: Int) throws(UsageError) {
    guard arguments.positionals.count <= count else {
      throw UsageError("unexpected argument '\(arguments.positionals[count])'")
    }
  }
}
