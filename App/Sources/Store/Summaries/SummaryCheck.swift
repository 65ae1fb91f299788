import CoreInterfaces

/// `quiver check`'s rule: every stored round summary must be what rebuilding it from the round's
/// arrows gives, in its columns and its JSON; each difference is one line naming the round and
/// the figure.
public enum SummaryCheck {
  /// One line per difference between the stored summaries and the arrows, rounds in date order;
  /// empty when they agree.
  public static func differences(_ db: Connection) throws -> [String] {
    let ids = try db.query("SELECT id FROM rounds ORDER BY created_at, id") { $0.string(0) }
    var lines: [String] = []
    for id in ids {
      let rebuilt = try RoundSummaries.build(id, db)
      let columns = try db.query(
        """
        SELECT s.codename, s.status, s.arrows, s.total, s.hits, s.golds, s.xs, s.complete,
          s.handicap, s.classification, coalesce(d.summary, ''), s.ten_plus_x, s.possible, s.name,
          s.maximum, coalesce(s.archer_id, ''), coalesce(s.setup_id, '')
        FROM round_summaries s LEFT JOIN round_summary_details d ON d.round_id = s.round_id
        WHERE s.round_id = ?
        """, id
      ) { row in
        (
          figures: [
            ("codename", row.string(0)), ("status", row.string(1)), ("arrows", "\(row.int(2))"),
            ("total", "\(row.int(3))"), ("hits", "\(row.int(4))"), ("golds", "\(row.int(5))"),
            ("xs", "\(row.int(6))"), ("complete", "\(row.bool(7))"),
            ("handicap", row.optionalInt(8).map(String.init) ?? "none"),
            ("classification", row.string(9).isEmpty ? "none" : row.string(9)),
            ("10+X", "\(row.int(11))"), ("possible", "\(row.int(12))"), ("name", row.string(13)),
            ("maximum", row.optionalInt(14).map(String.init) ?? "none"),
            ("archer", row.string(15)), ("setup", row.string(16)),
          ],
          json: row.string(10)
        )
      }.first
      let place = "round \(id)"
      switch (rebuilt, columns) {
      case (nil, nil): continue
      case (nil, .some): lines.append("\(place): a summary is stored, but the round cannot be read")
      case (.some, nil): lines.append("\(place): no summary is stored")
      case (.some(let rebuilt), .some(let stored)):
        let expected = figures(rebuilt)
        var found = false
        for ((name, value), (_, want)) in zip(stored.figures, expected) where value != want {
          lines.append("\(place): \(name) stored \(value), from the arrows \(want)")
          found = true
        }
        if !found, (try? RoundSummaries.decode(stored.json, id: id)) != rebuilt.summary {
          lines.append("\(place): the stored summary's detail differs from the arrows")
        }
      }
    }
    return lines
  }

  /// The figures a summary's columns hold, named and written as ``differences(_:)`` shows them.
  static func figures(_ row: RoundSummaries.Row) -> [(String, String)] {
    let (summary, tally) = (row.summary, row.summary.tally)
    return [
      ("codename", summary.codename), ("status", summary.status.rawValue),
      ("arrows", "\(tally.arrows)"), ("total", "\(tally.total)"), ("hits", "\(tally.hits)"),
      ("golds", "\(tally.golds)"), ("xs", "\(tally.xs)"), ("complete", "\(summary.isComplete)"),
      ("handicap", summary.handicap.map(String.init) ?? "none"),
      ("classification", summary.classification?.code ?? "none"),
      ("10+X", "\(row.tenPlusX)"), ("possible", "\(row.possible)"), ("name", summary.name),
      ("maximum", summary.maximum.map(String.init) ?? "none"), ("archer", row.archer),
      ("setup", row.setup),
    ]
  }
}
