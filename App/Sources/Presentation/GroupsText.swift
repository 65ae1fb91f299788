public import Analytics
import Foundation

/// Groups across rounds as text (`quiver stats groups`): positions as a percentage of each
/// face's radius, so faces of different sizes read alike.
public enum GroupsText {
  /// The whole group, then one line per arrow number, flagging a shaft that flies apart.
  public static func lines(_ analysis: GroupAnalysis?, rounds: Int, plotted: Int) -> [String] {
    guard let analysis else {
      return [
        rounds == 0
          ? "No rounds match."
          : "No plotted arrows in \(rounds == 1 ? "this round" : "these \(rounds) rounds"): plot arrows with "
            + "'quiver rounds plot' (or @x,y in the app) to see where they land."
      ]
    }
    let all = analysis.all
    var lines = [
      "\(counted(all.count, "plotted arrow")) from \(counted(plotted, "round"))"
        + (plotted < rounds ? " (\(rounds - plotted) without positions)" : "")
        + "; positions as % of each face's radius",
      "Group: centre \(place(all)); spread \(percent(all.spreadX)) across, "
        + "\(percent(all.spreadY)) up-down (radial \(percent(all.radialSpread)))",
    ]
    for (number, group) in analysis.byArrowNumber.sorted(by: { $0.key < $1.key }) {
      let apart =
        analysis.apart.contains(number) ? " — sits apart from the rest: check that shaft" : ""
      lines.append(
        "Arrow \(number): \(counted(group.count, "arrow")), centre \(place(group)), "
          + "radial spread \(percent(group.radialSpread))\(apart)")
    }
    return lines
  }

  /// `3.1% right, 2.0% up`.
  static func place(_ group: GroupAnalysis.Group) -> String {
    let across = group.centreX < 0 ? "left" : "right"
    let upDown = group.centreY < 0 ? "down" : "up"
    return "\(percent(abs(group.centreX))) \(across), \(percent(abs(group.centreY))) \(upDown)"
  }

  /// A share of the radius as a percentage to one place (never traps: a share is finite).
  static func percent(_ share: Double) -> String {
    guard share.isFinite else { return "?" }
    return String(format: "%.1f%%", share * 100)
  }
}
