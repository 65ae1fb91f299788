import CommandKit

/// `quiver match …`: head-to-head matches by World Archery rules.
struct MatchCommand: QuiverCommand {
  let name = "match"
  let summary =
    "Head-to-head matches by World Archery rules ('match result' scores one; 'match start' keeps one)."
  let subcommands: [any QuiverCommand] = [
    MatchResultCommand(), MatchStartCommand(), MatchSetCommand(), MatchShootOffCommand(),
    MatchShowCommand(), MatchListCommand(),
  ]
}
