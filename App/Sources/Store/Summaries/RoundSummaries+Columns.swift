import CoreInterfaces
import Foundation

extension RoundSummaries {
  /// The stored summary of round `id`, or `nil` when it has none; a row that cannot be read
  /// throws a `StoreDamage` naming it.
  public static func stored(_ id: String, _ db: Connection) throws -> Row? {
    let distances = try db.query(
      "SELECT \(distanceColumns) FROM round_summary_distances WHERE round_id = ? ORDER BY pass", id
    ) { row in try distance(row, of: id) }
    return try db.query("SELECT \(summaryColumns) FROM round_summaries WHERE round_id = ?", id) {
      try summary(row: $0, distances: distances, of: id)
    }.first
  }

  /// The stored summaries of the rounds whose IDs are `first` to `last` (a chunk,
  /// ``eachChunk(_:size:_:)``), by round ID as stored, each read as ``stored(_:_:)`` reads it (a
  /// row that cannot be read is its `StoreDamage`): two queries a chunk, however many rounds.
  static func storedAll(_ db: Connection, from first: SQLiteValue, to last: SQLiteValue) throws
    -> [String: Result<Row, StoreDamage>]
  {
    // Each round's readable distances, and the first that cannot be read. A round's rows come
    // together (by round ID), so its ID is made a string once a round, not once a row; a run is
    // added to what its ID holds (an ID another program wrote as a blob sorts apart).
    var distances: [String: [RoundSummary.DistanceSubtotal]] = [:]
    var unreadable: [String: StoreDamage] = [:]
    var (round, run, damaged) = ("", [RoundSummary.DistanceSubtotal](), StoreDamage?.none)
    func keep() {
      if let damaged, unreadable[round] == nil { unreadable[round] = damaged }
      if !run.isEmpty { distances[round, default: []].append(contentsOf: run) }
      (run, damaged) = ([], nil)
    }
    _ = try db.query(
      """
      SELECT round_id, \(distanceColumns) FROM round_summary_distances
      WHERE round_id BETWEEN ?1 AND ?2 ORDER BY round_id, pass
      """, first, last
    ) { row in
      if !row.text(0, is: round) {
        let id = row.string(0)
        if id != round {
          keep()
          round = id
        }
      }
      guard damaged == nil else { return }
      do {
        run.append(try distance(row, of: round, from: 1))
      } catch let damage as StoreDamage {
        damaged = damage
      }
    }
    keep()
    var rows: [String: Result<Row, StoreDamage>] = [:]
    _ = try db.query(
      "SELECT round_id, \(summaryColumns) FROM round_summaries WHERE round_id BETWEEN ?1 AND ?2",
      first, last
    ) { row in
      let id = row.string(0)
      if !unreadable.isEmpty, let damage = unreadable[id] {
        rows[id] = .failure(damage)
        return
      }
      do {
        rows[id] = .success(try summary(row: row, distances: distances[id] ?? [], of: id, from: 1))
      } catch let damage as StoreDamage {
        rows[id] = .failure(damage)
      }
    }
    // As ``stored(_:_:)`` reads the distances first: one that cannot be read is the damage
    // even where no summary row is left.
    for (id, damage) in unreadable where rows[id] == nil { rows[id] = .failure(damage) }
    return rows
  }

  /// The columns of `round_summary_distances` that ``distance(_:of:from:)`` reads.
  private static let distanceColumns = "distance, unit, arrows, total, hits, golds, xs"

  /// The columns of `round_summaries` that ``summary(row:distances:of:from:)`` reads.
  private static let summaryColumns = """
    codename, name, status, date, setup_version, arrows_in_round, maximum, arrows, total,
      hits, golds, xs, damaged_arrows, arrows_outside_round, ten_plus_x, possible, complete,
      handicap, coalesce(classification, ''), coalesce(archer_id, ''), coalesce(setup_id, '')
    """

  /// The damage of round `id`'s stored summary.
  private static func damage(_ problem: String, of id: String) -> StoreDamage {
    StoreDamage(row: "summary of round \(id)", problem: problem)
  }

  /// A distance row (``distanceColumns`` from column `first`) of round `id`.
  private static func distance(_ row: Store.Row, of id: String, from first: Int32 = 0) throws
    -> RoundSummary.DistanceSubtotal
  {
    guard let unit = Length.Unit(rawValue: row.string(first + 1)),
      let distance = try? Length(row.double(first) ?? 0, unit)
    else { throw damage("a distance is not a length Quiver reads", of: id) }
    return RoundSummary.DistanceSubtotal(distance: distance, tally: tally(row, from: first + 2))
  }

  /// A summary row (``summaryColumns`` from column `first`) of round `id`, with its distances.
  private static func summary(
    row: Store.Row, distances: [RoundSummary.DistanceSubtotal], of id: String,
    from first: Int32 = 0
  ) throws -> Row {
    let column = { (offset: Int32) in first + offset }
    guard let status = RoundStatus(rawValue: row.string(column(2))) else {
      throw damage("its status is not one Quiver knows", of: id)
    }
    let code = row.string(column(18))
    let classification = Classification(rawValue: code)
    if !code.isEmpty, classification == nil {
      throw damage("its classification is not one Quiver knows", of: id)
    }
    do throws(RoundSummary.Damage) {
      let summary = try RoundSummary(
        codename: row.string(column(0)), name: row.string(column(1)), status: status,
        date: Date(timeIntervalSince1970: row.double(column(3)) ?? 0),
        setupVersion: row.optionalInt(column(4)), arrowsInRound: row.optionalInt(column(5)),
        maximum: row.optionalInt(column(6)), tally: tally(row, from: column(7)),
        distances: distances, damagedArrows: row.int(column(12)),
        arrowsOutsideRound: row.int(column(13)), tenPlusX: row.int(column(14)),
        possible: row.int(column(15)), isComplete: row.bool(column(16)),
        handicap: row.optionalInt(column(17)), classification: classification)
      return Row(summary: summary, archer: row.string(column(19)), setup: row.string(column(20)))
    } catch {
      throw damage(error.problem, of: id)
    }
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
