public import Analytics
import CoreInterfaces
import Foundation

/// Personal bests and seasons as text lines, shared by `quiver stats pbs`, `quiver stats seasons`
/// and the app's Analytics screen, so both show the same numbers the same way.
public enum HistoryText {
  /// One row per round kind: name, best score, its date and its handicap.
  public static func personalBests(_ bests: [PersonalBest]) -> [String] {
    TextTable(
      bests.map {
        [
          $0.name, "\($0.score)", LocalDay.text($0.date),
          $0.handicap.map { "handicap \($0)" } ?? "",
        ]
      }
    ).lines
  }

  /// One row per period (months, then years): arrows, rounds, average handicap, best class.
  public static func seasons(_ periods: [Season]) -> [String] {
    TextTable(
      periods.map { season in
        [
          season.period, counted(season.arrows, "arrow"), counted(season.rounds, "round"),
          season.averageHandicap.map { "handicap \(tenths($0))" } ?? "",
          season.bestClassification?.code ?? "",
        ]
      }
    ).lines
  }

  /// A handicap average to one decimal, as shown (never traps: the value is a bounded average).
  public static func tenths(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "?" }
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }
}
