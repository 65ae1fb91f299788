import CommandKit

/// `quiver archers [list | add NAME | edit ARCHER | switch ARCHER | remove ARCHER]`.
struct ArchersCommand: QuiverCommand {
  let name = "archers"
  let summary =
    "Archers sharing this database: list, add, edit, switch, remove. Rounds, gear and statistics are the active archer's."
  let subcommands: [any QuiverCommand] = [
    ArchersListCommand(), ArchersAddCommand(), ArchersEditCommand(), ArchersSwitchCommand(),
    ArchersRemoveCommand(),
  ]
  let defaultSubcommand: String? = "list"
}
