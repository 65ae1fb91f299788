import CommandKit

/// `quiver club …`: a whole target of archers scored on one device (not `target score`, the
/// face calculator).
struct ClubCommand: QuiverCommand {
  let name = "club"
  let summary =
    "Score a target of up to six archers on one device: each archer's round goes to their own history."
  let subcommands: [any QuiverCommand] = [
    ClubStartCommand(), ClubEndCommand(), ClubShowCommand(), ClubCorrectCommand(),
    ClubListCommand(), ClubWithdrawCommand(),
  ]
}
