/// A command's arguments after parsing against its declarations, read only through them:
/// `arguments[Self.json]`, `try arguments[Self.perEnd]`, `try arguments[Self.id]`.
public struct ParsedArguments: Sendable, Equatable {
  /// The flags given, by name.
  private(set) var flags: Set<String> = []
  /// Each option's values, by name, in the order given.
  private(set) var values: [String: [String]] = [:]
  /// Each positional argument's values, by its declared name.
  private(set) var positionals: [String: [String]] = [:]
  /// Whether `--help` or `-h` was given.
  public private(set) var wantsHelp = false

  /// Creates empty arguments.
  public init() {}

  /// Whether option or flag `name` (without `--`) was given.
  public func given(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

  /// Parses `tokens` against `options` and `arguments`: `--name value`, `--name=value`, flags,
  /// `--` (everything after it is positional) and `-h` as `--help`. Every value is checked by
  /// its type before the command runs. An undeclared option, a missing or extra argument, a
  /// single-value option or a flag given twice or a value its type refuses is an error naming what is
  /// accepted; with `--help`, only the options are read.
  public static func parse(
    _ tokens: [String], options: [OptionSpec], arguments: [ArgumentSpec] = [], command: String
  ) throws -> ParsedArguments {
    var rest = tokens[...]
    var parsed = ParsedArguments()
    let loose = try parsed.read(&rest, options: options, command: command, upToAWord: false)
    if parsed.wantsHelp { return parsed }
    try parsed.bind(loose, to: arguments)
    if let missing = options.first(where: { $0.required && !parsed.given($0.name) }) {
      throw missing.missing
    }
    return parsed
  }

  /// Reads the options at the front of `rest` (the global ones before a command's name), up to
  /// the first word or `--help`, which are left in `rest`'s place: `rest` then starts at the
  /// command's name, or holds what follows `--help`.
  static func parseFront(_ rest: inout ArraySlice<String>, options: [OptionSpec]) throws
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    let loose = try parsed.read(&rest, options: options, command: "quiver", upToAWord: true)
    if let extra = loose.first { throw UsageError("unexpected argument '\(extra)'") }
    return parsed
  }

  /// The one reading of command-line tokens: takes options from `rest` (checking each value
  /// against its declaration) and returns the positional words; `upToAWord` stops at the
  /// first word, or just after `--help`.
  private mutating func read(
    _ rest: inout ArraySlice<String>, options: [OptionSpec], command: String, upToAWord: Bool
  ) throws -> [String] {
    var loose: [String] = []
    while let token = rest.first {
      if upToAWord, !token.hasPrefix("-") { break }
      rest = rest.dropFirst()
      if token == "--" {
        loose += rest
        rest = []
        break
      }
      if token == "-h" || token == "--help" {
        wantsHelp = true
        if upToAWord { break }
        continue
      }
      guard token.hasPrefix("--"), token.count > 2 else {
        loose.append(token)
        continue
      }
      let body = token.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      if name == "help" { throw UsageError("--help takes no value") }
      guard let spec = options.first(where: { $0.name == name }) else {
        let accepted = (options.map(\.synopsis) + ["--help"]).joined(separator: ", ")
        throw UsageError("unknown option '--\(name)' for '\(command)'; it accepts \(accepted)")
      }
      guard let valueName = spec.valueName else {
        guard inline == nil else { throw UsageError("--\(name) takes no value") }
        guard flags.insert(name).inserted else { throw Self.givenTwice(name) }
        continue
      }
      // A value never starts with "--": `--db --json` is a missing path, not a file "--json".
      if inline == nil, rest.first?.hasPrefix("--") ?? true {
        throw UsageError("--\(name) needs \(valueName)")
      }
      guard let value = inline ?? rest.popFirst(), !value.isEmpty else {
        throw UsageError("--\(name) needs \(valueName)")
      }
      try add(value, for: spec)
    }
    return loose
  }

  /// Adds `other`'s options (the global ones given before the command) to these.
  mutating func merge(_ other: ParsedArguments, options: [OptionSpec]) throws {
    for flag in other.flags {
      guard flags.insert(flag).inserted else { throw Self.givenTwice(flag) }
    }
    for (name, given) in other.values {
      if name == "help" { throw UsageError("--help takes no value") }
      guard let spec = options.first(where: { $0.name == name }) else { continue }
      for value in given { try add(value, for: spec) }
    }
  }

  private mutating func add(_ value: String, for spec: OptionSpec) throws {
    if !spec.repeatable, values[spec.name] != nil { throw Self.givenTwice(spec.name) }
    try spec.check(value)
    values[spec.name, default: []].append(value)
  }

  /// Any option or flag given twice, unless its help says "repeat for several": one rule, so a
  /// repeated `--json` is refused as a repeated `--format` is.
  private static func givenTwice(_ name: String) -> UsageError {
    UsageError("--\(name) was given twice; give it once")
  }

  /// Gives each declared positional its tokens in order: one, an optional one while tokens are
  /// left for those after it, or all that remain.
  private mutating func bind(_ tokens: [String], to arguments: [ArgumentSpec]) throws {
    var rest = tokens[...]
    for (index, argument) in arguments.enumerated() {
      let neededAfter = arguments[(index + 1)...].filter { $0.arity != .optional }.count
      let taken: [String]
      switch argument.arity {
      case .one:
        guard let token = rest.popFirst() else { throw UsageError("missing \(argument.name)") }
        taken = [token]
      case .optional:
        taken = rest.count > neededAfter ? [rest.removeFirst()] : []
      case .oneOrMore:
        let count = rest.count - neededAfter
        guard count > 0 else { throw UsageError("missing \(argument.name)") }
        taken = Array(rest.prefix(count))
        rest = rest.dropFirst(count)
      }
      for token in taken { try argument.check(token) }
      if !taken.isEmpty { positionals[argument.name] = taken }
    }
    if let extra = rest.first { throw UsageError("unexpected argument '\(extra)'") }
  }

  /// Whether the flag was given.
  public subscript(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

  /// The option's value, if given.
  public subscript<Value>(_ option: Option<Value>) -> Value? {
    get throws {
      try values[option.spec.name]?.last.map { try option.type.parse($0, "--\(option.spec.name)") }
    }
  }

  /// The required option's value (the parser refused a command line without it).
  public subscript<Value>(_ option: RequiredOption<Value>) -> Value {
    get throws {
      guard let value = try self[option.option] else { throw option.spec.missing }
      return value
    }
  }

  /// Every value of a required repeatable option (at least one), in the order given.
  public subscript<Value>(all option: RequiredOption<Value>) -> [Value] {
    get throws { try self[all: option.option] }
  }

  /// The option's value, or its default.
  public subscript<Value>(_ option: DefaultedOption<Value>) -> Value {
    get throws { try self[option.option] ?? option.defaultValue }
  }

  /// Every value of a repeatable option, in the order given.
  public subscript<Value>(all option: Option<Value>) -> [Value] {
    get throws {
      try (values[option.spec.name] ?? []).map {
        try option.type.parse($0, "--\(option.spec.name)")
      }
    }
  }

  /// The argument's value; a usage error if it was not given.
  public subscript<Value>(_ argument: Argument<Value>) -> Value {
    get throws {
      guard let value = try self[ifGiven: argument] else {
        throw UsageError("missing \(argument.spec.name)")
      }
      return value
    }
  }

  /// The optional argument's value, if given.
  public subscript<Value>(ifGiven argument: Argument<Value>) -> Value? {
    get throws {
      try positionals[argument.spec.name]?.first.map {
        try argument.type.parse($0, argument.spec.name)
      }
    }
  }

  /// Every value of a one-or-more argument.
  public subscript<Value>(all argument: Argument<Value>) -> [Value] {
    get throws {
      try (positionals[argument.spec.name] ?? []).map {
        try argument.type.parse($0, argument.spec.name)
      }
    }
  }
}
