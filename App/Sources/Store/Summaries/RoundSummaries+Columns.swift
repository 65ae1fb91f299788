import CoreInterfaces
import Foundation

extension RoundSummaries {
  /// The stored summary of round `id`, or `nil` when it has none; a row that cannot be read
  /// throws a `StoreDamage` naming it.
  public static func stored(_ id: String, _ db: Connection) throws -> Row? {
    let damage = { (problem: String) in
      StoreDamage(row: "summary of round \(id)", problem: problem)
    }
    let distances = try db.query(
      """
      SELECT distance, unit, arrows, total, hits, golds, xs FROM round_summary_distances
      WHERE round_id = ? ORDER BY pass
      """, id
    ) { row in
      guard let unit = Length.Unit(rawValue: row.string(1)),
        let distance = try? Length(row.double(0) ?? 0, unit)
      else { throw damage("a distance is not a length Quiver reads") }
      return RoundSummary.DistanceSubtotal(distance: distance, tally: tally(row, from: 2))
    }
    return try db.query(
      """
      SELECT codename, name, status, date, setup_version, arrows_in_round, maximum, arrows, total,
        hits, golds, xs, damaged_arrows, arrows_outside_round, ten_plus_x, possible, complete,
        handicap, coalesce(classification, ''), coalesce(archer_id, ''), coalesce(setup_id, '')
      FROM round_summaries WHERE round_id = ?
      """, id
    ) { row in
      guard let status = RoundStatus(rawValue: row.string(2)) else {
        throw damage("its status is not one Quiver knows")
      }
      let code = row.string(18)
      let classification = Classification(rawValue: code)
      if !code.isEmpty, classification == nil {
        throw damage("its classification is not one Quiver knows")
      }
      do throws(RoundSummary.Damage) {
        let summary = try RoundSummary(
          codename: row.string(0), name: row.string(1), status: status,
          date: Date(timeIntervalSince1970: row.double(3) ?? 0), setupVersion: row.optionalInt(4),
          arrowsInRound: row.optionalInt(5), maximum: row.optionalInt(6),
          tally: tally(row, from: 7), distances: distances, damagedArrows: row.int(12),
          arrowsOutsideRound: row.int(13), tenPlusX: row.int(14), possible: row.int(15),
          isComplete: row.bool(16), handicap: row.optionalInt(17), classification: classification)
        return Row(summary: summary, archer: row.string(19), setup: row.string(20))
      } catch {
        throw damage(error.problem)
      }
    }.first
  }

  /// Writes `row` as round `id`'s summary: its row and one per distance, replacing what was there.
  static func store(_ row: Row, of id: String, _ db: Connection) throws {
    let summary = row.summary
    let tally = summary.tally
    _ = try db.run(
      """
      INSERT OR REPLACE INTO round_summaries (round_id, archer_id, setup_id, codename, name,
        maximum, status, date, setup_version, arrows, total, hits, golds, xs, ten_plus_x,
        possible, arrows_in_round, damaged_arrows, arrows_outside_round, complete, handicap,
        classification)
      VALUES (?, nullif(?, ''), nullif(?, ''), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
        ?, ?)
      """, id, row.archer, row.setup, summary.codename, summary.name, summary.maximum,
      summary.status.rawValue, summary.date.timeIntervalSince1970, summary.setupVersion,
      tally.arrows, tally.total, tally.hits, tally.golds, tally.xs, summary.tenPlusX,
      summary.possible, summary.arrowsInRound, summary.damagedArrows, summary.arrowsOutsideRound,
      summary.isComplete, summary.handicap, summary.classification?.code)
    for (pass, subtotal) in summary.distances.enumerated() {
      let counts = subtotal.tally
      _ = try db.run(
        """
        INSERT OR REPLACE INTO round_summary_distances
          (round_id, pass, distance, unit, arrows, total, hits, golds, xs)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, id, pass, subtotal.distance.value, subtotal.distance.unit.rawValue, counts.arrows,
        counts.total, counts.hits, counts.golds, counts.xs)
    }
  }

  /// Writes the counts of `summary`, an incomplete round's, where they differ from `before`'s:
  /// what a saved arrow changes (its status, date, archer and setup stay as stored).
  static func storeCounts(
    _ summary: RoundSummary, changedFrom before: RoundSummary, of id: String, _ db: Connection
  ) throws {
    let tally = summary.tally
    _ = try db.run(
      """
      UPDATE round_summaries SET arrows = ?, total = ?, hits = ?, golds = ?, xs = ?,
        ten_plus_x = ?, possible = ?, damaged_arrows = ?, arrows_outside_round = ?
      WHERE round_id = ?
      """, tally.arrows, tally.total, tally.hits, tally.golds, tally.xs, summary.tenPlusX,
      summary.possible, summary.damagedArrows, summary.arrowsOutsideRound, id)
    for (pass, (now, was)) in zip(summary.distances, before.distances).enumerated()
    where now != was {
      let counts = now.tally
      _ = try db.run(
        """
        UPDATE round_summary_distances SET arrows = ?, total = ?, hits = ?, golds = ?, xs = ?
        WHERE round_id = ? AND pass = ?
        """, counts.arrows, counts.total, counts.hits, counts.golds, counts.xs, id, pass)
    }
  }

  /// Arrows, total, hits, golds and Xs from five columns starting at `first`.
  private static func tally(_ row: Store.Row, from first: Int32) -> ScoreTally {
    ScoreTally(
      arrows: row.int(first), total: row.int(first + 1), hits: row.int(first + 2),
      golds: row.int(first + 3), xs: row.int(first + 4))
  }
}
