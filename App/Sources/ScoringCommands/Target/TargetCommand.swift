import CommandKit

/// `quiver target …`: the faces themselves.
struct TargetCommand: QuiverCommand {
  let name = "target"
  let summary = "Score positions on a face by the line rule ('target score')."
  let subcommands: [any QuiverCommand] = [TargetScoreCommand()]
}
