public import Analytics
import CoreInterfaces
import Foundation

/// Statistics as text lines, shared by `quiver stats` and the app's analytics screens.
public enum StatsText {
  /// One round's statistics: totals, counts, rings, distance splits and the group.
  public static func round(
    _ record: RoundRecord, _ stats: RoundStatistics, units: UnitsFormat = .metric
  ) -> [String] {
    var lines = ["\(record.name) (\(record.progress.phase.displayName)) — \(record.id)"]
    lines.append(
      "Total \(stats.total) from \(counted(stats.arrowsShot, "arrow")); average \(average(stats.averageArrow)); "
        + "\(percent(stats.scoreFraction)) of the most those arrows could score")
    lines.append(
      "X \(stats.xCount)  10+X \(stats.tenPlusXCount)  hits \(stats.hits)  misses \(stats.misses)  golds \(stats.golds)"
    )
    if let best = stats.bestEnd, let worst = stats.worstEnd {
      lines.append(
        "Best end \(best.number) (\(best.total)), worst end \(worst.number) (\(worst.total))")
    }
    if !stats.histogram.isEmpty {
      lines.append(
        "Rings: " + stats.histogram.map { "\($0.label)×\($0.count)" }.joined(separator: " "))
    }
    for split in stats.distances {
      lines.append(
        "  \(split.distance): \(split.total) from \(split.arrowsShot) (average \(average(split.averageArrow)))"
      )
    }
    if let group = stats.group {
      let all = group.all
      lines.append(
        "Group of \(all.count): centre \(units.small(abs(all.centreX))) \(all.centreX < 0 ? "left" : "right"), "
          + "\(units.small(abs(all.centreY))) \(all.centreY < 0 ? "down" : "up") "
          + "(bias \(units.small(all.bias))); spread x \(units.small(all.spreadX)), "
          + "y \(units.small(all.spreadY)), radial \(units.small(all.radialSpread)) (population SD)"
      )
      for number in group.apart {
        lines.append("Arrow \(number)'s group sits apart from the rest: check that shaft.")
      }
    }
    return lines
  }

  /// How many of the trend's last rounds `stats` shows.
  public static let trendShown = 10

  /// Statistics across rounds: totals, best scores and the recent trend with handicaps.
  public static func all(_ stats: StatisticsAcrossRounds) -> [String] {
    guard stats.rounds > 0 else { return ["No rounds yet."] }
    var lines = [
      "\(counted(stats.rounds, "round")), \(counted(stats.arrowsShot, "arrow")), total \(stats.total), average \(average(stats.averageArrow))"
    ]
    // Rounds entered by their total alone recorded no counts: said, never written as 0 (the
    // JSON's null).
    if stats.roundsEnteredAsTotals == stats.rounds {
      lines.append(
        "X, 10+X, hits, misses and golds: not recorded (every round was entered as a total)")
    } else {
      lines.append(
        "X \(stats.xCount)  10+X \(stats.tenPlusXCount)  hits \(stats.hits)  misses \(stats.misses)  golds \(stats.golds)"
      )
    }
    if stats.roundsEnteredAsTotals > 0, stats.roundsEnteredAsTotals < stats.rounds {
      lines.append(
        "(\(counted(stats.roundsEnteredAsTotals, "round")) entered as a total: counted in the "
          + "points and arrows, not in hits, misses, golds or Xs)")
    }
    if !stats.best.isEmpty {
      lines.append("Best scores:")
      lines += TextTable(stats.best.map { ["  \($0.name)", "\($0.score)"] }).lines
    }
    let recent = stats.trend.suffix(trendShown)
    if !recent.isEmpty {
      lines.append("Trend (last \(recent.count)):")
      lines +=
        TextTable(
          recent.map { point in
            [
              "  " + LocalDay.text(point.date), point.name,
              "\(point.score)",
              percent(point.fraction), point.handicap.map { "handicap \($0)" } ?? "",
            ]
          }
        ).lines
    }
    return lines
  }

  /// Points per arrow to two places, or `—`.
  public static func average(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "—"
  }
  /// A fraction as a percentage to one place, or `—`.
  public static func percent(_ value: Double?) -> String {
    value.map { String(format: "%.1f%%", $0 * 100) } ?? "—"
  }
}
