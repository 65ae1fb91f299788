import CommandKit

/// `quiver rounds custom add|list`: the archer's own rounds.
struct CustomRoundsCommand: QuiverCommand {
  let name = "custom"
  let summary = "Your own rounds: add one from its passes, or list them."
  let subcommands: [any QuiverCommand] = [CustomRoundsListCommand(), CustomRoundsAddCommand()]
  let defaultSubcommand: String? = "list"
}
