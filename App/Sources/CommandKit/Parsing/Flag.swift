/// A flag a command declares once, as a static property: `static let all = Flag("all", "…")`,
/// read as `arguments[Self.all]`.
public struct Flag: Sendable, OptionDeclaration {
  /// What help, parsing and completion read.
  public let spec: OptionSpec

  /// This flag.
  public var optionSpecs: [OptionSpec] { [spec] }

  /// `--name`, described by `help`.
  public init(_ name: String, _ help: String) {
    spec = OptionSpec(
      name: name, valueName: nil, help: help, repeatable: false, completion: .none, check: { _ in })
  }

  /// `--json`: print what the command shows or changed as JSON, in the shape `docs/JSON.md`
  /// documents for it.
  public static let json = Flag("json", "print the result as JSON (shapes: docs/JSON.md)")
}
