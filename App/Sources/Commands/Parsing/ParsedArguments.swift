/// A command's arguments after parsing: its flags, its options' values and its positionals.
public struct ParsedArguments: Sendable, Equatable {
  /// The flags given, by name.
  public var flags: Set<String> = []
  /// Each option's values, by name, in the order given.
  public var values: [String: [String]] = [:]
  /// The arguments that are not options, in order.
  public var positionals: [String] = []

  /// Creates empty arguments.
  public init() {}

  /// Whether `--name` was given.
  public func has(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for `--name`, if any.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Parses `tokens` against `options`: `--name value`, `--name=value`, flags, `--` (everything
  /// after it is positional), and `-h` as `--help`. An option `options` does not list, a missing
  /// value, or a value given to a flag is a ``UsageError`` that names what is accepted.
  public static func parse(_ tokens: [String], options: [OptionSpec], command: String)
    throws(UsageError) -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var rest = tokens[...]
    while let token = rest.popFirst() {
      if token == "--" {
        parsed.positionals += rest
        break
      }
      if token == "-h" {
        parsed.flags.insert("help")
        continue
      }
      guard token.hasPrefix("--"), token.count > 2 else {
        parsed.positionals.append(token)
        continue
      }
      let body = token.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      if name == "help" {
        parsed.flags.insert("help")
        continue
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        let accepted = (options.map(\.synopsis) + ["--help"]).joined(separator: ", ")
        throw UsageError("unknown option '--\(name)' for '\(command)'; it accepts \(accepted)")
      }
      guard let valueName = spec.valueName else {
        guard inline == nil else { throw UsageError("--\(name) takes no value") }
        parsed.flags.insert(name)
        continue
      }
      // A value never starts with "--": `--db --json` is a missing path, not a file "--json".
      if inline == nil, rest.first?.hasPrefix("--") ?? true {
        throw UsageError("--\(name) needs \(valueName)")
      }
      guard let value = inline ?? rest.popFirst(), !value.isEmpty else {
        throw UsageError("--\(name) needs \(valueName)")
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }
}
