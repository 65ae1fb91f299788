public import CoreInterfaces

/// A round's score card as text, the one rendering every command and screen prints: the total,
/// the counts, each distance's subtotal, then (for a complete round) the handicap, the class
/// and whether it is a personal best. Its heading names the round's phase, as the lists do.
public enum RoundResultText {
  /// The card's lines, heading first.
  public static func lines(_ result: RoundResult) -> [String] {
    let summary = result.summary
    var lines = [heading(result)]
    if summary.isScoreOnly {
      lines.append(
        "  Entered as a total of \(counted(summary.tally.arrows, "arrow")): its hits, golds, Xs "
          + "and distances were not recorded")
    } else {
      lines.append("  " + counts(summary.tally))
      for distance in summary.distances {
        lines.append("  \(distance.distance): \(distance.tally.total), " + counts(distance.tally))
      }
    }
    if summary.damagedArrows > 0 {
      let count = summary.damagedArrows
      lines.append(
        "  \(count) stored arrow\(count == 1 ? "" : "s") score\(count == 1 ? "s" : "") nothing "
          + "(damaged: 'quiver check' names \(count == 1 ? "it" : "them"))")
    }
    if summary.isComplete {
      if let handicap = summary.handicap { lines.append("  Handicap \(handicap)") }
      if let classification = summary.classification {
        lines.append("  Classification \(classification.code)")
      }
    }
    if let version = summary.setupVersion { lines.append("  Bow setup version \(version)") }
    if let standing = result.standing { lines.append("  " + sentence(standing, summary)) }
    return lines
  }

  /// `Score card — WA 18 m: 534 / 600 (completed)`; a card short of its last arrow says how far
  /// it got after its phase (`ended early, 36 of 72 arrows`), the name every list shows.
  public static func heading(_ result: RoundResult) -> String {
    let summary = result.summary
    let maximum = summary.maximum.map { " / \($0)" } ?? ""
    let shot = summary.tally.arrows
    let phase = summary.progress.phase
    let progress = counted(shot, of: summary.arrowsInRound, "arrow")
    let state = summary.isComplete ? phase.displayName : "\(phase.displayName), \(progress)"
    return "Score card — \(summary.name): \(summary.tally.total)\(maximum) (\(state))"
  }

  /// `Personal best by 12 (previous best 522).`, and the other standings.
  public static func sentence(_ standing: PersonalBestStanding, _ summary: RoundSummary) -> String {
    switch standing {
    case .first: "Personal best: the first \(summary.name) shot."
    case .improved(let previous, let by): "Personal best by \(by) (previous best \(previous))."
    case .short(let best) where best == summary.tally.total: "Equals your best (\(best))."
    case .short(let best): "Not a personal best (best \(best))."
    }
  }

  /// `60 arrows, 58 hits, 24 golds, 8 Xs` (`1 X`, `1 gold`).
  static func counts(_ tally: ScoreTally) -> String {
    [
      counted(tally.arrows, "arrow"), counted(tally.hits, "hit"), counted(tally.golds, "gold"),
      counted(tally.xs, "X"),
    ].joined(separator: ", ")
  }
}
