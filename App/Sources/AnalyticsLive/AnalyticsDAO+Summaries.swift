public import Analytics
public import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// The stored summaries of the rounds `filter` picks (the active archer's unless it names
  /// one), in no particular order: one short row per round, read from columns, no arrows, no
  /// JSON and no sort (with ORDER BY, 100,000 rounds took 24× as long as 10,000; the bench).
  public func summaries(_ filter: HistoryFilter) async throws -> [StoredRoundSummary] {
    try await database.read { try Self.summaries(filter, $0) }
  }

  /// The summaries of `filter`, now and after every commit that changes them.
  public func observeSummaries(_ filter: HistoryFilter = HistoryFilter()) -> Flow<
    [StoredRoundSummary]
  > {
    database.observe { try Self.summaries(filter, $0) }
  }

  static func summaries(_ filter: HistoryFilter, _ db: Connection) throws -> [StoredRoundSummary] {
    try db.query(
      """
      SELECT s.round_id, s.setup_id, s.codename, s.name, s.date, s.status, s.arrows, s.total,
        s.hits, s.golds, s.xs, s.ten_plus_x, s.possible, s.maximum, s.complete, s.handicap,
        s.classification
      FROM round_summaries s
      WHERE (CASE WHEN ?1 IS NULL THEN \(ActiveArcher.matches("s.archer_id"))
          ELSE s.archer_id = ?1 END)
        AND (?2 IS NULL OR s.codename = ?2) AND (?3 IS NULL OR s.date >= ?3)
        AND (?4 IS NULL OR s.date < ?4) AND (?5 IS NULL OR s.setup_id = ?5)
      """, filter.archer?.description, filter.codename, filter.since?.timeIntervalSince1970,
      filter.until?.timeIntervalSince1970, filter.setup?.description
    ) { row -> StoredRoundSummary? in
      guard let id = RoundID(uuidString: row.string(0)),
        let status = RoundStatus(rawValue: row.string(5))
      else { return nil }
      let (arrows, hits) = (row.int(6), row.int(8))
      let (total, golds, xs, tens) = (row.int(7), row.int(9), row.int(10), row.int(11))
      guard arrows >= 0, total >= 0, (0...arrows).contains(hits), (0...hits).contains(golds),
        (0...hits).contains(xs), (0...hits).contains(tens)
      else { return nil }
      return StoredRoundSummary(
        id: id, setup: BowSetupID(uuidString: row.string(1)), codename: row.string(2),
        name: row.string(3), date: Date(timeIntervalSince1970: row.double(4) ?? 0),
        status: status,
        tally: ScoreTally(arrows: arrows, total: total, hits: hits, golds: golds, xs: xs),
        tenPlusX: tens, possible: max(0, row.int(12)), maximum: row.optionalInt(13),
        isComplete: row.bool(14), handicap: row.optionalInt(15),
        classification: Classification(rawValue: row.string(16)))
    }.compactMap { $0 }
  }
}
