/// One option as help, parsing and completion see it: `--json` (a flag) or `--db PATH` (takes a
/// value). Made by an ``Option`` or a ``Flag`` declaration, never by hand in a command.
public struct OptionSpec: Sendable {
  /// The name without dashes, e.g. `db`.
  public let name: String
  /// The placeholder for its value (`PATH`), or `nil` for a flag.
  public let valueName: String?
  /// One line for `--help`, with the accepted range or choices and the default.
  public let help: String
  /// Whether it may be given more than once (`--pass`); any other is refused when repeated.
  public let repeatable: Bool
  /// What completion offers for its value.
  public let completion: CompletionValues
  /// Whether the command cannot run without it (``RequiredOption``): the parser refuses a
  /// command line that leaves it out, and help says so.
  public private(set) var required = false
  /// Checks a value as typed, so a bad one is refused before the command runs.
  let check: @Sendable (String) throws -> Void

  /// The same option, required when `condition` holds; its help then says `required` (once:
  /// a form field's own hint may say it already).
  func requiring(_ condition: Bool) -> OptionSpec {
    guard condition, !required else { return self }
    let said = help.contains("(required)")
    var spec = OptionSpec(
      name: name, valueName: valueName, help: said ? help : help + "; required",
      repeatable: repeatable,
      completion: completion, check: check)
    spec.required = true
    return spec
  }

  /// `missing --out FILE`: the one refusal of a command line without a required option.
  var missing: UsageError { UsageError("missing \(synopsis)") }

  /// `--db PATH` or `--json`, as usage text shows it.
  public var synopsis: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }
}
