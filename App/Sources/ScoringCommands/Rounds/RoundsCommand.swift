import CommandKit

/// `quiver rounds …`: shooting and keeping rounds.
struct RoundsCommand: QuiverCommand {
  let name = "rounds"
  let summary =
    "Shoot and keep rounds: list, catalog, start, score, plot, feed, undo, show, finish, cancel, edit, rename, delete, add, custom."
  let subcommands: [any QuiverCommand] = [
    RoundsListCommand(), RoundsCatalogCommand(), RoundsStartCommand(), RoundsScoreCommand(),
    RoundsPlotCommand(), RoundsFeedCommand(), RoundsUndoCommand(), RoundsShowCommand(),
    RoundsFinishCommand(),
    RoundsCancelCommand(), RoundsEditCommand(), RoundsRenameCommand(), RoundsDeleteCommand(),
    RoundsAddCommand(), CustomRoundsCommand(),
  ]
  let defaultSubcommand: String? = "list"
}
