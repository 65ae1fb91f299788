import CoreInterfaces
import Foundation

/// `quiver check`'s rule: every stored round summary must be what rebuilding it from the round's
/// arrows gives, in every column of its row and of its distances' rows; each difference is one
/// line naming the round and the figure.
public enum SummaryCheck {
  /// One line per difference between the stored summaries and the arrows, rounds in date order;
  /// empty when they agree. `built` is ``RoundSummaries/buildAll(_:)``'s, when already made.
  public static func differences(_ db: Connection, built: [String: RoundSummaries.Row]? = nil)
    throws -> [String]
  {
    // Each round's ID, and whether it starts on a date a rebuild can give, in one scan.
    let rounds = try db.query("SELECT id, created_at FROM rounds ORDER BY created_at, id") {
      row in (row.string(0), row.double(1).map(StoredRules.dates.contains) == true)
    }
    var lines: [String] = []
    let built = try built ?? RoundSummaries.buildAll(db)  // every round's, in two queries
    let storedRows = try RoundSummaries.storedAll(db)  // and every stored one, in two more
    for (id, dated) in rounds {
      let place = "round \(id)"
      if !dated {
        // Another program wrote it; no rebuild can give it a day, so it is named, not summed.
        lines.append(
          "\(place) starts on no date from 1900 to 9999; a repair cannot fix it (delete the round or restore a backup)"
        )
        continue
      }
      let rebuilt = built[id]
      let stored: RoundSummaries.Row?
      do throws(StoreDamage) {
        stored = try storedRows[id]?.get()
      } catch {
        lines.append("\(place): the stored summary cannot be read: \(error.problem)")
        continue
      }
      switch (rebuilt, stored) {
      case (nil, nil): continue
      case (nil, .some): lines.append("\(place): a summary is stored, but the round cannot be read")
      case (.some, nil): lines.append("\(place): no summary is stored")
      case (.some(let rebuilt), .some(let stored)):
        // Equal rows show equal figures: only a row that differs is spelt out figure by figure
        // (naming every figure of 10,000 agreeing rounds was most of what `check` did).
        if rebuilt == stored { continue }
        let held = Dictionary(figures(stored), uniquingKeysWith: { first, _ in first })
        let expected = figures(rebuilt)
        for (name, want) in expected {
          let value = held[name, default: "none"]
          if value != want {
            lines.append("\(place): \(name) stored \(value), from the arrows \(want)")
          }
        }
        let names = Set(expected.map(\.0))
        for (name, value) in figures(stored) where !names.contains(name) {
          lines.append("\(place): \(name) stored \(value), from the arrows none")
        }
      }
    }
    return lines
  }

  /// The figures a stored summary holds, named and written as ``differences(_:)`` shows them.
  static func figures(_ row: RoundSummaries.Row) -> [(String, String)] {
    let (summary, tally) = (row.summary, row.summary.tally)
    let optional = { (value: Int?) in value.map(String.init) ?? "none" }
    let distances = summary.distances.enumerated().flatMap { pass, subtotal in
      let (counts, name) = (subtotal.tally, "distance \(pass + 1)")
      return [
        (name, subtotal.distance.description), ("\(name) arrows", "\(counts.arrows)"),
        ("\(name) total", "\(counts.total)"), ("\(name) hits", "\(counts.hits)"),
        ("\(name) golds", "\(counts.golds)"), ("\(name) xs", "\(counts.xs)"),
      ]
    }
    return [
      ("codename", summary.codename), ("status", summary.status.rawValue),
      ("arrows", "\(tally.arrows)"), ("total", "\(tally.total)"), ("hits", "\(tally.hits)"),
      ("golds", "\(tally.golds)"), ("xs", "\(tally.xs)"), ("complete", "\(summary.isComplete)"),
      ("handicap", optional(summary.handicap)),
      ("classification", summary.classification?.code ?? "none"),
      ("10+X", "\(summary.tenPlusX)"), ("possible", "\(summary.possible)"),
      ("name", summary.name), ("maximum", optional(summary.maximum)),
      ("archer", row.archer), ("setup", row.setup),
      ("date", "\(summary.date.timeIntervalSince1970)"),
      ("setup version", optional(summary.setupVersion)),
      ("arrows in round", optional(summary.arrowsInRound)),
      ("damaged arrows", "\(summary.damagedArrows)"),
      ("arrows outside the round", "\(summary.arrowsOutsideRound)"),
    ] + distances
  }
}
