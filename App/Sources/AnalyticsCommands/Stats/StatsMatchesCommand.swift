import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Presentation

/// `quiver stats matches [--archer ARCHER]`: an archer's head-to-head matches counted together:
/// won, lost, set points for and against (set-system matches), the average arrow over the
/// archer's own arrows (individual matches) and, apart, the team's in team and mixed matches.
struct StatsMatchesCommand: QuiverCommand {
  /// What `--json` prints; a figure with nothing to count (the average before an arrow) is null.
  struct Report: Encodable {
    let matches: Int
    let won: Int
    let lost: Int
    let setPointsFor: Int
    let setPointsAgainst: Int
    let arrows: Int
    let averageArrow: Double?
    let teamArrows: Int
    let teamAverageArrow: Double?

    enum CodingKeys: String, CodingKey {
      case matches, won, lost, setPointsFor, setPointsAgainst, arrows, averageArrow, teamArrows
      case teamAverageArrow
    }

    init(_ tally: MatchTally) {
      (matches, won, lost) = (tally.matches, tally.won, tally.lost)
      (setPointsFor, setPointsAgainst) = (tally.setPointsFor, tally.setPointsAgainst)
      arrows = tally.arrows
      averageArrow = tally.averageArrow.map { ($0 * 100).rounded() / 100 }
      teamArrows = tally.teamArrows
      teamAverageArrow = tally.teamAverageArrow.map { ($0 * 100).rounded() / 100 }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(matches, forKey: .matches)
      try container.encode(won, forKey: .won)
      try container.encode(lost, forKey: .lost)
      try container.encode(setPointsFor, forKey: .setPointsFor)
      try container.encode(setPointsAgainst, forKey: .setPointsAgainst)
      try container.encode(arrows, forKey: .arrows)
      try container.encode(averageArrow, forKey: .averageArrow)  // null before an arrow
      try container.encode(teamArrows, forKey: .teamArrows)
      try container.encode(teamAverageArrow, forKey: .teamAverageArrow)
    }
  }

  let name = "matches"
  let summary =
    "Head-to-head matches: won, lost, set points for and against, the average arrow (individual matches) and the team's (team and mixed)."
  let archer = Option(
    "archer", .text("ARCHER", completion: .data(.archerNames)),
    "another archer's matches (name or ID); default the active archer's")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let output = context.output
    let history = try await context.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      @Dependency(\.archers) var archers
      var id: ArcherID?
      if let name = try arguments[archer] {
        id = try ArcherArgument.find(name, in: try await archers.list()).id
      }
      return try await analytics.matchHistory(id)
    }
    for damage in history.damaged { output.error("Not counted: \(damage).") }
    let tally = history.tally
    if context.json { return try output.json(Report(tally)) }
    guard tally.matches > 0 else {
      return output.line("No matches yet; 'quiver match start' starts one.")
    }
    for line in MatchHistoryText.lines(tally) { output.line(line) }
  }
}
