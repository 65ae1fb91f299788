/// A rule across a command's options, declared once beside them in its
/// ``QuiverCommand/requirements``: the parser checks it once the command line is read (a broken one is a usage
/// error, exit 64, worded as the rule itself), and `--help` and the man page state it.
public struct OptionRule: Sendable {
  /// The rule as help states it and a refusal says it: `give exactly one of --score N or --table`.
  public let statement: String
  /// Whether a command line breaks it.
  let isBroken: @Sendable (ParsedArguments) throws -> Bool

  /// Exactly one of `options` (`rounds add --ends … | --score N`).
  public static func exactlyOne(of options: any OptionDeclaration...) -> OptionRule {
    let specs = options.flatMap(\.optionSpecs)
    return OptionRule(statement: "give exactly one of \(listed(specs, "or"))") { parsed in
      specs.count { parsed.given($0.name) } != 1
    }
  }

  /// Every one of `options` when `condition` holds of the command line; `when` says when, as
  /// help shows it (`CODENAME is practice`).
  public static func all(
    of options: any OptionDeclaration..., when: String,
    _ condition: @escaping @Sendable (ParsedArguments) throws -> Bool
  ) -> OptionRule {
    let specs = options.flatMap(\.optionSpecs)
    return OptionRule(statement: "when \(when), give \(listed(specs, "and"))") { parsed in
      try condition(parsed) && !specs.allSatisfy { parsed.given($0.name) }
    }
  }

  /// `options` only when `condition` holds of the command line (`--windage W and --note NOTE go
  /// only with set`); `when` says when, as help shows it.
  public static func only(
    _ options: any OptionDeclaration..., when: String,
    _ condition: @escaping @Sendable (ParsedArguments) throws -> Bool
  ) -> OptionRule {
    let specs = options.flatMap(\.optionSpecs)
    let verb = specs.count == 1 ? "goes" : "go"
    return OptionRule(statement: "\(listed(specs, "and")) \(verb) only \(when)") { parsed in
      try specs.contains { parsed.given($0.name) } && !condition(parsed)
    }
  }

  /// A rule in its own words, for what the others cannot say (which positional arguments an
  /// action takes): broken when `isBroken` holds of the command line.
  public static func stated(
    _ statement: String, brokenIf isBroken: @escaping @Sendable (ParsedArguments) throws -> Bool
  ) -> OptionRule {
    OptionRule(statement: statement, isBroken: isBroken)
  }

  /// The refusal of a command line that breaks it.
  public var refusal: UsageError { UsageError(statement) }

  /// `--a A, --b B or --c`.
  private static func listed(_ specs: [OptionSpec], _ conjunction: String) -> String {
    let names = specs.map(\.synopsis)
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " \(conjunction) \(last)"
  }
}
