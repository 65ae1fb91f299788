/// `quiver stats [all | pbs | seasons]`: statistics across rounds, from the stored summaries.
struct StatsCommand: QuiverCommand {
  let name = "stats"
  let summary =
    "Statistics: of one round, or across rounds (filtered), personal bests, seasons."
  let subcommands: [any QuiverCommand] = [
    StatsAllCommand(), StatsPBsCommand(), StatsSeasonsCommand(),
  ]
  let defaultSubcommand: String? = "all"
}
