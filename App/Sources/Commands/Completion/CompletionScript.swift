/// The bash (and, through bashcompinit, zsh) completion script, generated from the command tree:
/// each command path's subcommands or options, each option's values and each positional
/// argument's values, all read from their declarations. Values that live in the database are
/// asked of `quiver _complete` when the shell needs them.
struct CompletionScript {
  /// `quiver rounds` → its subcommands (and, for a group that runs one by default, that one's
  /// options); `quiver rounds show` → its options. Options are offered once a `-` is typed.
  private(set) var words: [String: [String]] = [:]
  /// The command paths that are groups.
  private(set) var groups: Set<String> = []
  /// `quiver rounds start --setup` → what its value completes to (`d:setup-ids`).
  private(set) var values: [String: String] = [:]
  /// `quiver rounds show 0` → what the first positional completes to; `*` for the rest.
  private(set) var positionals: [String: String] = [:]

  init(_ commands: [any QuiverCommand]) {
    let global = QuiverCLI.globalOptions
    for option in global where option.valueName != nil {
      values["quiver --\(option.name)"] = Self.spec(option.completion)
    }
    groups.insert("quiver")
    words["quiver"] =
      commands.filter(\.isListed).map(\.name) + global.map { "--\($0.name)" } + [
        "--help", "--version",
      ]
    for command in commands where command.isListed { visit(command, path: "quiver") }
  }

  private mutating func visit(_ command: any QuiverCommand, path parent: String) {
    let path = "\(parent) \(command.name)"
    if !command.subcommands.isEmpty {
      groups.insert(path)
      // A group that runs a subcommand when given none (`quiver rounds --json`) offers its options.
      let fallback = command.subcommands.first { $0.name == command.defaultSubcommand }
      words[path] =
        command.subcommands.filter(\.isListed).map(\.name) + ["--help"]
        + (fallback?.options.map { "--\($0.name)" } ?? [])
      for option in fallback?.options ?? [] where option.valueName != nil {
        values["\(path) --\(option.name)"] = Self.spec(option.completion)
      }
      for sub in command.subcommands where sub.isListed { visit(sub, path: path) }
      return
    }
    let options = command.options + QuiverCLI.globalOptions
    words[path] = options.map { "--\($0.name)" } + ["--help"]
    for option in command.options where option.valueName != nil {
      values["\(path) --\(option.name)"] = Self.spec(option.completion)
    }
    for (index, argument) in command.arguments.enumerated() {
      let key = argument.arity == .oneOrMore ? "*" : "\(index)"
      positionals["\(path) \(key)"] = Self.spec(argument.completion)
    }
  }

  /// `n` nothing, `f` files, `c:word word…` fixed words, `d:kind` read from the database.
  static func spec(_ completion: CompletionValues) -> String {
    switch completion {
    case .none: "n"
    case .file: "f"
    case .choices(let words): "c:" + words.joined(separator: " ")
    case .data(let data): "d:" + data.rawValue
    }
  }

  /// The script: four tables and one function that walks the typed words.
  var bash: String {
    func table(_ name: String, _ entries: [String: String]) -> String {
      let rows = entries.keys.sorted().map { "  [\"\($0)\"]=\"\(entries[$0] ?? "")\"" }
      return "declare -gA \(name)=(\n\(rows.joined(separator: "\n"))\n)"
    }
    return """
      \(table("_quiver_words", words.mapValues { $0.joined(separator: " ") }))
      \(table("_quiver_groups", Dictionary(uniqueKeysWithValues: groups.map { ($0, "1") })))
      \(table("_quiver_values", values))
      \(table("_quiver_args", positionals))
      _quiver() {
        local current=${COMP_WORDS[COMP_CWORD]} path=quiver word skip="" last="" spec="" i
        local count=0 values=""
        local -a database=()
        for ((i = 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          if [ -n "$skip" ]; then
            [ "$skip" = --db ] && database=(--db "$word")
            skip=""
            continue
          fi
          case "$word" in
            --db=*) database=(--db "${word#--db=}") ;;
            --*=*) ;;
            -*)
              if [ -n "${_quiver_values["$path $word"]+set}" ] || [ -n "${_quiver_values["quiver $word"]+set}" ]; then
                skip=$word
              fi ;;
            *)
              if [ -n "${_quiver_groups[$path]+set}" ] && [ -n "${_quiver_words["$path $word"]+set}" ]; then
                path="$path $word"
              else
                count=$((count + 1))
                last=$word
              fi ;;
          esac
        done
        if [ -n "$skip" ]; then
          spec=${_quiver_values["$path $skip"]-${_quiver_values["quiver $skip"]}}
        elif [[ $current == -* ]]; then
          spec="c:${_quiver_words[$path]}"
        elif [ -n "${_quiver_groups[$path]+set}" ]; then
          spec="c:"
          for word in ${_quiver_words[$path]}; do [[ $word == -* ]] || spec="$spec $word"; done
        else
          spec=${_quiver_args["$path $((count))"]-${_quiver_args["$path *"]}}
        fi
        local IFS=$'\\n'
        case "$spec" in
          c:*) values=${spec#c:}; values=${values// /$'\\n'} ;;
          d:*) values=$("${COMP_WORDS[0]}" "${database[@]}" _complete "${spec#d:}" ${last:+"$last"} 2>/dev/null) ;;
          f) COMPREPLY=($(compgen -f -- "$current")); return ;;
          *) COMPREPLY=(); return ;;
        esac
        COMPREPLY=($(compgen -W "$values" -- "$current"))
      }
      complete -o default -F _quiver quiver

      """
  }
}
