/// `quiver rounds …`: shooting and keeping rounds.
struct RoundsCommand: QuiverCommand {
  let name = "rounds"
  let summary =
    "Shoot and keep rounds: list, catalog, start, score, plot, undo, show, finish, cancel, custom."
  let subcommands: [any QuiverCommand] = [
    RoundsListCommand(), RoundsCatalogCommand(), RoundsStartCommand(), RoundsScoreCommand(),
    RoundsPlotCommand(), RoundsUndoCommand(), RoundsShowCommand(), RoundsFinishCommand(),
    RoundsCancelCommand(), CustomRoundsCommand(),
  ]
  let defaultSubcommand: String? = "list"
}
