public import Analytics
import CoreInterfaces
import Presentation

/// What stats, personal bests and the rounds list say of a round whose summary counts a damaged
/// arrow (points no face has, written by another program): it counts as shot and as a miss, and
/// a figure that includes it never hides that.
public enum DamagedArrows {
  /// One line on standard error for each of `summaries` that counts a damaged arrow.
  public static func say(_ summaries: [StoredRoundSummary], _ output: Output) {
    for summary in summaries where summary.damagedArrows > 0 {
      output.error(DamagedArrowsText.line(summary))
    }
  }
}
