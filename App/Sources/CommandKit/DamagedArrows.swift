public import Analytics
import CoreInterfaces

/// What stats, personal bests and the rounds list say of a round whose summary counts a damaged
/// arrow (points no face has, written by another program): it counts as shot and as a miss, and
/// a figure that includes it never hides that.
public enum DamagedArrows {
  /// One line on standard error for each of `summaries` that counts a damaged arrow.
  public static func say(_ summaries: [StoredRoundSummary], _ output: Output) {
    for summary in summaries where summary.damagedArrows > 0 {
      let count = summary.damagedArrows
      output.error(
        "Counted as \(count == 1 ? "a miss" : "misses"): \(count) damaged arrow\(count == 1 ? "" : "s") of round \(summary.id) (\(summary.name)); 'quiver check' names \(count == 1 ? "it" : "them")."
      )
    }
  }
}
