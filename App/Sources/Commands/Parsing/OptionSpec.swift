/// One option a command accepts: `--json` (a flag) or `--db PATH` (takes a value).
public struct OptionSpec: Sendable, Equatable {
  /// The name without dashes, e.g. `db`.
  public let name: String
  /// The placeholder for its value (`PATH`), or `nil` for a flag.
  public let valueName: String?
  /// One line for `--help`.
  public let help: String

  /// A flag such as `--json`.
  public static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  /// An option with a value such as `--db PATH`.
  public static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }

  /// `--db PATH` or `--json`, as usage text shows it.
  public var synopsis: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }
}
