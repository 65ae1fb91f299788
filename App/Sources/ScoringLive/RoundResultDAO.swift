public import CoreInterfaces
import Foundation
import Scoring
public import Store

/// Score cards read from the stored round summaries (docs/STORE.md, "Round summaries"), never
/// from the arrows: the round's own summary, and for a complete round one query for the best
/// complete round of the same codename the same archer shot before it (a personal best is
/// judged at the time it was shot; rounds started at the same moment, as paper rounds of one
/// day are, go in the order they were entered (the rounds table's rowid), so exactly one of
/// them is the first).
public struct RoundResultDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// The card of round `id`. A round that is gone is "not found"; a stored summary that cannot
  /// be read throws its `StoreDamage`; a round whose summary is missing has it built from its
  /// arrows (nothing is written on a read).
  public func result(_ id: RoundID) async throws -> RoundResult {
    try await database.read { db in
      let key = id.description
      guard
        let summary = try RoundSummaries.stored(key, db)?.summary
          ?? RoundSummaries.build(key, db)?.summary
      else { throw ScoringError.roundNotFound(id) }
      guard summary.isComplete else {
        return RoundResult(id: id, summary: summary, previousBest: nil)
      }
      // Shot before: started earlier, or at the same moment and entered earlier. The earlier
      // ones are read highest total first in `round_summaries_best`, which holds the date, so
      // the first row read that started earlier is the best (max() over the same rows read
      // every round of the kind); the same moment is a look-up by date.
      let mine = """
        s.archer_id IS (SELECT archer_id FROM rounds WHERE id = ?1) AND s.codename = ?2
          AND s.complete = 1 AND s.round_id <> ?1
        """
      let date = summary.date.timeIntervalSince1970
      let earlier = try db.query(
        """
        SELECT s.total FROM round_summaries s WHERE \(mine) AND +s.date < ?3
        ORDER BY s.total DESC LIMIT 1
        """, key, summary.codename, date
      ) { $0.optionalInt(0) }
      let sameMoment = try db.query(
        """
        SELECT max(s.total) FROM round_summaries s JOIN rounds r ON r.id = s.round_id
        WHERE \(mine) AND s.date = ?3 AND r.rowid < (SELECT rowid FROM rounds WHERE id = ?1)
        """, key, summary.codename, date
      ) { $0.optionalInt(0) }
      let best = (earlier + sameMoment).compactMap { $0 }.max()
      return RoundResult(id: id, summary: summary, previousBest: best)
    }
  }
}

extension RoundResultClient {
  /// Score cards backed by the SQLite store: the value App's composition root registers.
  public static func live(_ database: Database) -> RoundResultClient {
    let dao = RoundResultDAO(database)
    return RoundResultClient { try await dao.result($0) }
  }
}
