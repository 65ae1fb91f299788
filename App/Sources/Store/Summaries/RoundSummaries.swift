public import CoreInterfaces
import Foundation

/// The stored round summaries: one row per round and one per distance, whose counts are made only
/// by ``RoundSummary``'s one step, `add(_:of:bowStyle:category:)`. Saving arrows adds just those
/// arrows to the stored row (``add(_:of:bowStyle:to:_:)``); every other write that changes a round's arrows,
/// status or archer rebuilds it from all the arrows (``rewrite(_:_:)``) — each inside the
/// writer's own transaction, so the row commits with the arrow (no second fsync) and a rollback
/// takes both.
public enum RoundSummaries {
  /// One round's stored summary and the round's archer and bow setup, as stored (empty for none).
  public struct Row: Sendable, Hashable {
    /// The round's figures.
    public var summary: RoundSummary
    /// The round's archer's ID.
    public var archer: String
    /// The round's bow setup's ID.
    public var setup: String
  }

  /// Rewrites the summary of round `id` from its stored arrows; a round that no longer exists, or
  /// whose definition cannot be read, is left without one.
  public static func rewrite(_ id: String, _ db: Connection) throws {
    _ = try db.run("DELETE FROM round_summary_distances WHERE round_id = ?", id)
    guard let row = try build(id, db) else {
      _ = try db.run("DELETE FROM round_summaries WHERE round_id = ?", id)
      return
    }
    try store(row, of: id, db)
  }

  /// Adds `arrows`, just written to round `id` of `definition` shot with `bowStyle`, to its
  /// stored summary: what every saved arrow costs, whatever the round's length. The summary is
  /// rebuilt from all the arrows instead when the stored row cannot be trusted to be the arrows
  /// before these (none, unreadable, or the round now holds other than it plus `arrows`: a retry
  /// that wrote nothing, an arrow replaced), and when these complete the round (its handicap and
  /// class need the archer's category).
  public static func add(
    _ arrows: [RoundSummary.Arrow], of definition: RoundDefinition, bowStyle: BowStyle?,
    to id: String, _ db: Connection
  ) throws {
    guard let before = (try? stored(id, db))?.summary, !before.isComplete,
      before.distances.count == definition.passes.count,
      try arrowCount(id, db) == before.tally.arrows + before.arrowsOutsideRound + arrows.count
    else { return try rewrite(id, db) }
    var summary = before
    summary.add(arrows, of: definition, bowStyle: bowStyle, category: nil)
    guard !summary.isComplete else { return try rewrite(id, db) }
    try storeCounts(summary, changedFrom: before, of: id, db)
  }

  /// Rewrites the summaries of every round of archer `archerID` (after their category changes,
  /// or when the first archer takes over the rounds recorded before there were archers).
  public static func rewrite(roundsOf archerID: String, _ db: Connection) throws {
    let ids = try db.query("SELECT id FROM rounds WHERE archer_id = ?", archerID) { $0.string(0) }
    for id in ids { try rewrite(id, db) }
  }

  /// Rebuilds every summary from the arrows (the migration, and `quiver check`'s repair).
  public static func rebuildAll(_ db: Connection) throws {
    let ids = try db.query("SELECT id FROM rounds") { $0.string(0) }
    for id in ids { try rewrite(id, db) }
  }

  /// The summary round `id`'s stored rows give now, from all its arrows, or `nil` when there is
  /// no such round or its definition cannot be read.
  public static func build(_ id: String, _ db: Connection) throws -> Row? {
    guard let round = try RoundContext.read(id, db) else { return nil }
    let summary = RoundSummary(
      round: round.definition, arrows: try arrows(of: id, db), status: round.status,
      date: round.date, bowStyle: round.bowStyle, setupVersion: round.setupVersion,
      category: round.category)
    return Row(summary: summary, archer: round.archer, setup: round.setup)
  }

  private static func arrows(of id: String, _ db: Connection) throws -> [RoundSummary.Arrow] {
    try db.query(
      """
      SELECT e.end_number, a.points, a.is_x, a.is_miss
      FROM arrows a JOIN ends e ON e.id = a.end_id WHERE e.round_id = ?
      """, id
    ) { row in
      RoundSummary.Arrow(
        endNumber: row.int(0),
        value: ArrowValue(uncheckedPoints: row.int(1), isX: row.bool(2), isMiss: row.bool(3)))
    }
  }

  private static func arrowCount(_ id: String, _ db: Connection) throws -> Int {
    try db.query(
      "SELECT count(*) FROM arrows WHERE end_id IN (SELECT id FROM ends WHERE round_id = ?)", id
    ) { $0.int(0) }.first ?? 0
  }
}
