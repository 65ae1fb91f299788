import CoreInterfaces
public import Scoring
import Store

extension RoundDAO {
  /// The active archer's newest round of `codename` left open (in progress or paused), if any,
  /// read through `rounds_open`: only the archer's open rounds, never every round. A row with no
  /// codename column (a custom round from before snapshots) is read and judged by its
  /// definition's codename, as the list names it; a row that cannot be read is not offered.
  public func unfinished(_ codename: String) async throws -> RoundListing? {
    try await database.read { db in
      try db.query(Self.unfinishedQuery, codename) { row in try? Self.listing(row).get() }
        .lazy.compactMap { $0 }.first { $0.codename == codename && $0.progress.isOpen }
    }
  }

  /// The archer's open rounds of kind `?` (or of none), newest first. `INDEXED BY`: left to
  /// itself SQLite walked `rounds_page` for its order, reading every round the archer has (2–4 ms
  /// on 10,000 rounds each time a round was started or its kind picked); the few open rounds
  /// are sorted instead.
  static let unfinishedQuery = """
    SELECT \(roundColumns), coalesce(s.arrows, 0), coalesce(s.total, 0)
    FROM rounds r INDEXED BY rounds_open LEFT JOIN round_summaries s ON s.round_id = r.id
    WHERE \(ActiveArcher.matches("r.archer_id")) AND (r.codename = ? OR r.codename IS NULL)
      AND r.status IN ('inProgress', 'paused')
    ORDER BY r.created_at DESC, r.id
    """
}
