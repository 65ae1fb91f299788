/// A positional argument as help, parsing and completion see it.
public struct ArgumentSpec: Sendable {
  /// How many values it takes.
  public enum Arity: Sendable, Equatable {
    /// Exactly one.
    case one
    /// None or one.
    case optional
    /// One or more, and only last.
    case oneOrMore
  }

  /// Its placeholder in usage: `ID`, `VALUE`.
  public let name: String
  /// One line for `--help`, with what it accepts.
  public let help: String
  /// How many values it takes.
  public let arity: Arity
  /// What completion offers for it.
  public let completion: CompletionValues
  /// Checks a value as typed, so a bad one is refused before the command runs.
  let check: @Sendable (String) throws -> Void

  /// `ID`, `[ACTION]` or `VALUE…`, as usage shows it.
  public var synopsis: String {
    switch arity {
    case .one: name
    case .optional: "[\(name)]"
    case .oneOrMore: "\(name)…"
    }
  }
}
