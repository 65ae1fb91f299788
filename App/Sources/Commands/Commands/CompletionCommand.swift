/// `quiver completion bash|zsh`: a completion script, generated from the command tree, so it
/// offers exactly the commands, subcommands and options that exist.
struct CompletionCommand: QuiverCommand {
  let name = "completion"
  let summary = "Print a shell completion script: eval \"$(quiver completion bash)\" (or zsh)."
  let arguments = "bash|zsh"

  func run(_ context: CommandContext) async throws {
    let shell = try context.positional(0, "SHELL (bash or zsh)")
    try context.expectNoMorePositionals(than: 1)
    let tree = CompletionTree(QuiverCLI.standardCommands)
    switch shell {
    case "bash": context.output.write(tree.bash)
    case "zsh": context.output.write("autoload -U +X bashcompinit && bashcompinit\n" + tree.bash)
    default: throw UsageError("unknown shell '\(shell)'; use bash or zsh")
    }
  }
}

/// The words each command path can be followed by.
struct CompletionTree {
  /// `"" → top-level commands and global options`, `"rounds" → its subcommands`, …
  let words: [String: [String]]
  /// Options that take a value, whose value is never a command word.
  let valueOptions: [String]

  init(_ commands: [any QuiverCommand]) {
    var words: [String: [String]] = [:]
    var valueOptions = Set(
      QuiverCLI.globalOptions.filter { $0.valueName != nil }.map { "--\($0.name)" })
    let global = QuiverCLI.globalOptions.map { "--\($0.name)" } + ["--help"]
    func visit(_ commands: [any QuiverCommand], path: String) {
      let listed = commands.filter(\.isListed)
      words[path] = listed.map(\.name) + (path.isEmpty ? global + ["--version"] : ["--help"])
      for command in listed {
        let key = path.isEmpty ? command.name : "\(path) \(command.name)"
        if command.subcommands.isEmpty {
          words[key] = command.options.map { "--\($0.name)" } + global
          valueOptions.formUnion(
            command.options.filter { $0.valueName != nil }.map { "--\($0.name)" })
        } else {
          visit(command.subcommands, path: key)
        }
      }
    }
    visit(commands, path: "")
    self.words = words
    self.valueOptions = valueOptions.sorted()
  }

  /// A bash function completing from the table by the command words typed so far: options and
  /// their values are skipped, and positional arguments (a kind, an ID) fall back to the nearest
  /// command above them.
  var bash: String {
    let table = words.keys.sorted().map { key in
      "  [\"\(key.isEmpty ? "quiver" : "quiver \(key)")\"]=\"\(words[key, default: []].joined(separator: " "))\""
    }
    return """
      declare -gA _quiver_words=(
      \(table.joined(separator: "\n"))
      )
      _quiver() {
        local current=${COMP_WORDS[COMP_CWORD]} path="quiver" word skip=""
        for word in "${COMP_WORDS[@]:1:$((COMP_CWORD - 1))}"; do
          if [ -n "$skip" ]; then skip=""; continue; fi
          case "$word" in
            \(valueOptions.joined(separator: "|"))) skip=1 ;;
            -*) ;;
            *) path="$path $word" ;;
          esac
        done
        while [ "$path" != quiver ] && [ -z "${_quiver_words[$path]+set}" ]; do
          path="${path% *}"
        done
        COMPREPLY=($(compgen -W "${_quiver_words[$path]}" -- "$current"))
      }
      complete -o default -F _quiver quiver

      """
  }
}
