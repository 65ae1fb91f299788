public import Analytics

/// How a figure names a round it counts whose summary counts a damaged arrow (points no face
/// has, written by another program): it counts as shot and as a miss. `quiver stats`, `stats pbs`,
/// `stats seasons`, `rounds list` and the Analytics screen say it in these words.
public enum DamagedArrowsText {
  /// The line naming `summary`'s damaged arrows (empty when it counts none).
  public static func line(_ summary: StoredRoundSummary) -> String {
    let count = summary.damagedArrows
    guard count > 0 else { return "" }
    return
      "Counted as \(count == 1 ? "a miss" : "misses"): \(count) damaged arrow\(count == 1 ? "" : "s") of round \(summary.id) (\(summary.name)); 'quiver check' names \(count == 1 ? "it" : "them")."
  }
}
