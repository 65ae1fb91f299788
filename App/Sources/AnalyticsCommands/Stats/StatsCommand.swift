import CommandKit

/// `quiver stats [all | pbs | seasons | groups]`: statistics across rounds, from the stored
/// summaries; groups from the arrows of the rounds picked.
struct StatsCommand: QuiverCommand {
  let name = "stats"
  let summary =
    "Statistics: of one round, or across rounds (filtered), personal bests, seasons, groups."
  let subcommands: [any QuiverCommand] = [
    StatsAllCommand(), StatsPBsCommand(), StatsSeasonsCommand(), StatsGroupsCommand(),
    StatsMatchesCommand(),
  ]
  let defaultSubcommand: String? = "all"
}
