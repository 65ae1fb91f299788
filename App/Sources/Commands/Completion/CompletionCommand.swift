import CommandKit

/// `quiver completion bash|zsh`: a completion script generated from the declarations, so it
/// offers exactly the commands, options and values that parse.
struct CompletionCommand: QuiverCommand {
  /// The shells a script is written for.
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh
  }

  let name = "completion"
  let summary = "Print a shell completion script: eval \"$(quiver completion bash)\" (or zsh)."
  let shell = Argument<Shell>("SHELL", .cases("SHELL"), "the shell")

  func run(_ context: CommandContext) async throws {
    let script = CompletionScript(QuiverCLI.standardCommands).bash
    switch try context.arguments[self.shell] {
    case .bash: context.output.write(script)
    case .zsh: context.output.write("autoload -U +X bashcompinit && bashcompinit\n" + script)
    }
  }
}
