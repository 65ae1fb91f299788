public import CoreInterfaces
import Foundation

/// The stored round summaries: one row per round and one per distance, whose counts are made only
/// by `RoundSummary`'s one step, `add(_:of:bowStyle:category:)`. Saving arrows adds just those
/// arrows to the stored row (``save(_:of:bowStyle:to:_:)``); every other write that changes a
/// round's arrows, status or archer rebuilds it from all the arrows (``rewrite(_:_:)``) — each
/// inside the writer's own transaction, so the row commits with the arrow (no second fsync) and a
/// rollback takes both.
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

  /// An arrow at its place in a round, as a save writes it.
  public struct Placed: Sendable, Hashable {
    /// The end, from 1.
    public var endNumber: Int
    /// Its place in the end, from 0.
    public var arrowIndex: Int
    /// The value saved.
    public var value: ArrowValue

    /// An arrow of end `endNumber` at `arrowIndex`.
    public init(endNumber: Int, arrowIndex: Int, value: ArrowValue) {
      self.endNumber = endNumber
      self.arrowIndex = arrowIndex
      self.value = value
    }
  }

  /// Rewrites the summary of round `id` from its stored arrows; a round that no longer exists, or
  /// whose definition cannot be read, is left without one.
  public static func rewrite(_ id: String, _ db: Connection) throws {
    try rewrite(id, overlaying: [], db)
  }

  /// Brings round `id`'s summary to what it will be once `line` is saved, before the line is
  /// written and in its transaction (a refused line rolls both back). What each place holds now
  /// tells the cases apart, one look-up an arrow, whatever the round's length: an empty place is
  /// a new arrow, added to the stored counts; the same value there already is a retry, already
  /// counted. A different value there, a stored row that cannot be trusted (none, unreadable,
  /// complete) and a line that completes the round (its handicap and class need the archer's
  /// category) rebuild from all the arrows with the line in place instead.
  public static func save(
    _ line: [Placed], of definition: RoundDefinition, bowStyle: BowStyle?, to id: String,
    _ db: Connection
  ) throws {
    var added: [RoundSummary.Arrow] = []
    for arrow in line {
      switch try held(arrow, in: id, db) {
      case nil: added.append(RoundSummary.Arrow(endNumber: arrow.endNumber, value: arrow.value))
      case arrow.value: continue
      default: return try rewrite(id, overlaying: line, db)
      }
    }
    guard let before = (try? stored(id, db))?.summary, !before.isComplete,
      before.distances.count == definition.passes.count
    else { return try rewrite(id, overlaying: line, db) }
    var summary = before
    summary.add(added, of: definition, bowStyle: bowStyle, category: nil)
    guard !summary.isComplete else { return try rewrite(id, overlaying: line, db) }
    try storeCounts(summary, changedFrom: before, of: id, db)
  }

  /// Rewrites the summaries of every round of archer `archerID` (after their category changes,
  /// or when the first archer takes over the rounds recorded before there were archers).
  public static func rewrite(roundsOf archerID: String, _ db: Connection) throws {
    let ids = try db.query("SELECT id FROM rounds WHERE archer_id = ?", archerID) { $0.string(0) }
    for id in ids { try rewrite(id, db) }
  }

  /// The summary round `id`'s stored rows give now, from all its arrows, or `nil` when there is
  /// no such round or its definition cannot be read.
  public static func build(_ id: String, _ db: Connection) throws -> Row? {
    try build(id, overlaying: [], db)
  }

  /// The summary from all the round's arrows, `line`'s in their places.
  private static func build(_ id: String, overlaying line: [Placed], _ db: Connection) throws
    -> Row?
  {
    guard let round = try RoundContext.read(id, db) else { return nil }
    var arrows = try arrows(of: id, db)
    if !line.isEmpty {
      let places = Set(line.map { [$0.endNumber, $0.arrowIndex] })
      arrows = arrows.filter { !places.contains([$0.endNumber, $0.arrowIndex]) } + line
    }
    return build(round, arrows.map { RoundSummary.Arrow(endNumber: $0.endNumber, value: $0.value) })
  }

  static func build(_ round: RoundContext, _ arrows: [RoundSummary.Arrow]) -> Row {
    let summary = RoundSummary(
      round: round.definition, arrows: arrows, status: round.status, date: round.date,
      bowStyle: round.bowStyle, setupVersion: round.setupVersion, category: round.category,
      recordedTotal: round.recordedTotal)
    return Row(summary: summary, archer: round.archer, setup: round.setup)
  }

  private static func rewrite(_ id: String, overlaying line: [Placed], _ db: Connection) throws {
    _ = try db.run("DELETE FROM round_summary_distances WHERE round_id = ?", id)
    guard let row = try build(id, overlaying: line, db) else {
      _ = try db.run("DELETE FROM round_summaries WHERE round_id = ?", id)
      return
    }
    try store(row, of: id, db)
  }

  static func arrows(of id: String, _ db: Connection) throws -> [Placed] {
    try db.query(
      """
      SELECT end_number, arrow_index, points, is_x, is_miss FROM arrows WHERE round_id = ?
      """, id
    ) { row in
      Placed(
        endNumber: row.int(0), arrowIndex: row.int(1),
        value: ArrowValue(uncheckedPoints: row.int(2), isX: row.bool(3), isMiss: row.bool(4)))
    }
  }

  /// What `arrow`'s place in round `id` holds now, if anything.
  private static func held(_ arrow: Placed, in id: String, _ db: Connection) throws -> ArrowValue? {
    try db.query(
      """
      SELECT points, is_x, is_miss FROM arrows
      WHERE round_id = ? AND end_number = ? AND arrow_index = ?
      """, id, arrow.endNumber, arrow.arrowIndex
    ) { row in
      ArrowValue(uncheckedPoints: row.int(0), isX: row.bool(1), isMiss: row.bool(2))
    }.first
  }
}
