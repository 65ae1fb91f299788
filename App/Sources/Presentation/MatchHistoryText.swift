public import CoreInterfaces
import Foundation

/// An archer's match history as text lines, shared by `quiver stats matches` and the app's
/// Analytics screen (one wording for both).
public enum MatchHistoryText {
  /// Won, lost and still being shot, the set points, the average arrow and, apart, the team's;
  /// empty when there is no match.
  public static func lines(_ tally: MatchTally) -> [String] {
    guard tally.matches > 0 else { return [] }
    let undecided = tally.matches - tally.won - tally.lost
    var lines = [
      "\(tally.matches) match\(tally.matches == 1 ? "" : "es"): \(tally.won) won, \(tally.lost) lost"
        + (undecided > 0 ? ", \(undecided) still being shot" : "") + ".",
      "Set points: \(tally.setPointsFor) for, \(tally.setPointsAgainst) against.",
    ]
    if let average = tally.averageArrow {
      lines.append(
        "Average arrow: \(String(format: "%.2f", average)) over \(tally.arrows) arrows.")
    }
    if let average = tally.teamAverageArrow {
      lines.append(
        "Team average arrow (team and mixed matches, the whole side's arrows): "
          + "\(String(format: "%.2f", average)) over \(tally.teamArrows) arrows.")
    }
    return lines
  }
}
