/// `quiver archers [list | add NAME | switch ARCHER | remove ARCHER]`.
struct ArchersCommand: QuiverCommand {
  let name = "archers"
  let summary =
    "Archers sharing this database: list, add, switch, remove. Rounds, gear and statistics are the active archer's."
  let subcommands: [any QuiverCommand] = [
    ArchersListCommand(), ArchersAddCommand(), ArchersSwitchCommand(), ArchersRemoveCommand(),
  ]
  let defaultSubcommand: String? = "list"
}
