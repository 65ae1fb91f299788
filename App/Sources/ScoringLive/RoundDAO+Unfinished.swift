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
      try db.query(
        """
        SELECT \(Self.roundColumns), coalesce(s.arrows, 0), coalesce(s.total, 0)
        FROM rounds r LEFT JOIN round_summaries s ON s.round_id = r.id
        WHERE \(ActiveArcher.matches("r.archer_id")) AND (r.codename = ? OR r.codename IS NULL)
          AND r.status IN ('inProgress', 'paused')
        ORDER BY r.created_at DESC, r.id
        """, codename
      ) { row in try? Self.listing(row).get() }
      .lazy.compactMap { $0 }.first { $0.codename == codename && $0.progress.isOpen }
    }
  }
}
