/// The bash (and, through bashcompinit, zsh) completion script, generated from the command tree:
/// each command path's subcommands or options, each option's values and each positional
/// argument's values, all read from their declarations. Values that live in the database are
/// asked of `quiver _complete` when the shell needs them.
public struct CompletionScript {
  /// `quiver rounds` → its subcommands (and, for a group that runs one by default, that one's
  /// options); `quiver rounds show` → its options. Options are offered once a `-` is typed.
  private(set) var words: [String: [String]] = [:]
  /// The command paths that are groups.
  private(set) var groups: Set<String> = []
  /// `quiver rounds start --setup` → what its value completes to (`d:setup-ids`).
  private(set) var values: [String: String] = [:]
  /// `quiver rounds show 0` → what the first positional completes to; `*` for the rest.
  private(set) var positionals: [String: String] = [:]

  /// The script for `commands`.
  public init(_ commands: [any QuiverCommand]) {
    let global = GlobalOptions.all
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
    let options = command.options + GlobalOptions.all
    words[path] = options.map { "--\($0.name)" } + ["--help"]
    for option in command.options where option.valueName != nil {
      values["\(path) --\(option.name)"] = Self.spec(option.completion)
    }
    for (index, argument) in command.arguments.enumerated() {
      let key = argument.arity == .oneOrMore ? "*" : "\(index)"
      positionals["\(path) \(key)"] = Self.spec(argument.completion)
    }
  }

  /// `n` nothing, `f` files, `c:` fixed words one a line (a word may hold spaces), `d:kind` read
  /// from the database.
  static func spec(_ completion: CompletionValues) -> String {
    switch completion {
    case .none: "n"
    case .file: "f"
    case .choices(let words): "c:" + words.joined(separator: "\n")
    case .data(let data): "d:" + data.rawValue
    }
  }

  /// `text` as it may stand inside a bash double-quoted string.
  static func doubleQuoted(_ text: String) -> String {
    var quoted = ""
    for character in text {
      if "\"$`\\".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted
  }

  /// The script: four tables and one function that walks the typed words. (Subscripts go
  /// unquoted: zsh would keep the quotes as part of the key.)
  public var bash: String {
    func table(_ name: String, _ entries: [String: String]) -> String {
      let rows = entries.keys.sorted().map {
        "  [\"\($0)\"]=\"\(Self.doubleQuoted(entries[$0] ?? ""))\""
      }
      return "declare -gA \(name)=(\n\(rows.joined(separator: "\n"))\n)"
    }
    return """
      \(table("_quiver_words", words.mapValues { $0.joined(separator: " ") }))
      \(table("_quiver_groups", Dictionary(uniqueKeysWithValues: groups.map { ($0, "1") })))
      \(table("_quiver_values", values))
      \(table("_quiver_args", positionals))
      _quiver() {
        # Not `path`: in zsh that name is the array tied to PATH, so a local one hides every command.
        local current=${COMP_WORDS[COMP_CWORD]} words_so_far=quiver word skip="" last="" spec="" i
        local count=0 values="" prefix=""
        local -a database=()
        # bash splits `--kind=li` at `=` (COMP_WORDBREAKS): `--kind` `=` `li`, the `=` alone
        # while nothing follows it. Either way the option is the word before the `=`.
        [ "$current" = "=" ] && current=""
        for ((i = 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          [ "$word" = "=" ] && continue
          if [ -n "$skip" ]; then
            [ "$skip" = --db ] && database=(--db "$word")
            skip=""
            continue
          fi
          case "$word" in
            --db=*) database=(--db "${word#--db=}") ;;
            --*=*) ;;
            -*)
              if [ -n "${_quiver_values[$words_so_far $word]+set}" ] || [ -n "${_quiver_values[quiver $word]+set}" ]; then
                skip=$word
              fi ;;
            *)
              if [ -n "${_quiver_groups[$words_so_far]+set}" ] && [ -n "${_quiver_words[$words_so_far $word]+set}" ]; then
                words_so_far="$words_so_far $word"
              else
                count=$((count + 1))
                last=$word
              fi ;;
          esac
        done
        if [[ -z $skip && $current == --*=* ]]; then
          # Not split (a shell without `=` in its word breaks): complete after the `=`.
          skip=${current%%=*}
          prefix="$skip="
          current=${current#*=}
        fi
        if [ -n "$skip" ]; then
          spec=${_quiver_values[$words_so_far $skip]-${_quiver_values[quiver $skip]}}
        elif [[ $current == -* ]]; then
          local newline=$'\\n'
          spec="c:${_quiver_words[$words_so_far]// /$newline}"
        elif [ -n "${_quiver_groups[$words_so_far]+set}" ]; then
          spec="c:"
          for word in ${_quiver_words[$words_so_far]}; do [[ $word == -* ]] || spec="$spec"$'\\n'"$word"; done
        else
          spec=${_quiver_args[$words_so_far $((count))]-${_quiver_args[$words_so_far *]}}
        fi
        local IFS=$'\\n'
        case "$spec" in
          c:*) values=${spec#c:} ;;
          d:*) values=$("${COMP_WORDS[0]}" "${database[@]}" _complete "${spec#d:}" ${last:+"$last"} 2>/dev/null) ;;
          f) COMPREPLY=($(compgen -P "$prefix" -f -- "$current")); return ;;
          *) COMPREPLY=(); return ;;
        esac
        # Each value that starts with what is typed (its quotes and backslashes aside), escaped
        # with printf %q so the shell inserts it as one word ('Sam Smith' becomes Sam\\ Smith).
        local typed=${current#[\\"\\']} value
        typed=${typed//\\\\/}
        COMPREPLY=()
        while read -r value; do
          [ -n "$value" ] && [[ $value == "$typed"* ]] && COMPREPLY+=("$prefix$(printf '%q' "$value")")
        done <<< "$values"
      }
      complete -o default -F _quiver quiver

      """
  }
}
