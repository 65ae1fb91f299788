import CoreInterfaces
import Foundation

extension RoundSummaries {
  /// Rounds read at a time by the reads of every round (`quiver check`, a backup's and a
  /// restore's checks, a rebuild): they hold this many rounds' summaries, never the store's, so
  /// their memory does not grow with the store (issue 28).
  public static let chunkSize = 1_000

  /// The rounds in ID order (as SQLite orders them), `size` at a time: `body` hears each
  /// chunk's first and last ID as stored, a range no round of another chunk falls in. `range`
  /// keeps to the rounds after and up to the IDs it names (all of them by default).
  static func eachChunk(
    _ db: Connection, size: Int = chunkSize, in range: IDRange = .all,
    _ body: (_ first: SQLiteValue, _ last: SQLiteValue) throws -> Void
  ) throws {
    var after = range.after
    while true {
      var conditions: [String] = []
      var values: [any SQLiteBindable] = []
      if after != .null {
        conditions.append("id > ?")
        values.append(after)
      }
      if let through = range.through {
        conditions.append("id <= ?")
        values.append(through)
      }
      let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
      let ids = try db.query(
        "SELECT id FROM rounds \(filter) ORDER BY id LIMIT ?", values + [size]
      ) { $0[0] }
      guard let first = ids.first, let last = ids.last else { return }
      try body(first, last)
      guard ids.count == size else { return }
      after = last
    }
  }

  /// A range of round IDs as stored, in SQLite's order: the rounds after `after` (`.null`: from
  /// the first) up to and with `through` (`nil`: to the last).
  public struct IDRange: Sendable, Equatable {
    /// The ID before the range's first, or `.null` from the first round.
    public var after: SQLiteValue = .null
    /// The range's last ID, or `nil` to the last round.
    public var through: SQLiteValue? = nil
    /// Every round.
    public static let all = IDRange()

    /// The store's rounds in ranges of `size` rounds (the last may hold fewer), in ID order:
    /// what `RoundSummaries.eachChunk(_:size:in:_:)` walks, named up front so two readers can share them.
    public static func chunks(_ db: Connection, size: Int = chunkSize) throws -> [IDRange] {
      // Every `size`th ID only: the rounds' own index, read once, keeps none of the others.
      let bounds = try db.query(
        """
        SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM rounds)
        WHERE n % ?1 = 0 ORDER BY id
        """, max(size, 1)
      ) { $0[0] }
      var ranges: [IDRange] = []
      var after = SQLiteValue.null
      for bound in bounds {
        ranges.append(IDRange(after: after, through: bound))
        after = bound
      }
      ranges.append(IDRange(after: after))  // the rest, or nothing after the last bound
      return ranges
    }
  }

  /// Hands `body` every round's summary from all its arrows, with the round's ID as stored, in
  /// ID order, `size` rounds at a time (`built(_:from:to:)`); a round whose definition or
  /// status cannot be read is left out.
  public static func eachBuilt(
    _ db: Connection, size: Int = chunkSize, _ body: (String, Row) throws -> Void
  ) throws {
    try eachChunk(db, size: size) { first, last in
      let built = try built(db, from: first, to: last)
      for (id, row) in built.sorted(by: { $0.key < $1.key }) { try body(id, row) }
    }
  }

  /// The summaries of the rounds whose IDs are `first` to `last`, from all their arrows, by
  /// round ID as stored: each is what ``build(_:_:)`` gives that round alone, read in one range
  /// of the arrows' primary key (round, end, arrow) a chunk, not a query a round. A round whose
  /// definition or status cannot be read is left out.
  /// `contexts`: the chunk's, when the caller read them already (`SummaryCheck`).
  static func built(
    _ db: Connection, from first: SQLiteValue, to last: SQLiteValue,
    contexts read: [String: RoundContext]? = nil
  ) throws -> [String: Row] {
    let contexts = try read ?? RoundContext.readAll(db, from: first, to: last)
    var counted: [String: Row] = [:]
    counted.reserveCapacity(contexts.count)
    var (round, started, run) = ("", false, [RoundSummary.Arrow]())
    func count() {
      defer { run.removeAll(keepingCapacity: true) }
      guard let context = contexts[round] else { return }
      if counted[round] == nil {
        counted[round] = build(context, run)
      } else {  // another stored form of the same ID (text and a blob, say)
        counted[round]?.summary.add(
          run, of: context.definition, bowStyle: context.bowStyle, category: context.category)
      }
    }
    let arrows = try db.prepared(
      """
      SELECT round_id, end_number, points, is_x, is_miss FROM arrows
      WHERE round_id BETWEEN ?1 AND ?2 ORDER BY round_id, end_number, arrow_index
      """)
    defer { arrows.reset() }
    try arrows.bind([first, last])
    let arrow = Store.Row(statement: arrows)
    while try arrows.step() {
      if !started || !arrow.text(0, is: round) {
        if started { count() }
        (round, started) = (arrow.string(0), true)
      }
      run.append(
        RoundSummary.Arrow(
          endNumber: arrow.int(1),
          value: ArrowValue(
            uncheckedPoints: arrow.int(2), isX: arrow.bool(3), isMiss: arrow.bool(4))))
    }
    if started { count() }
    // A round with no arrow of an end is what no arrows give.
    for (id, context) in contexts where counted[id] == nil { counted[id] = build(context, []) }
    return counted
  }

  /// Rebuilds every summary from the arrows (the migration, a restore, and `quiver check`'s
  /// repair), a chunk of rounds at a time: each round's as ``rewrite(_:_:)`` rewrites it.
  public static func rebuildAll(_ db: Connection) throws {
    try eachChunk(db) { first, last in
      let ids = try db.query("SELECT id FROM rounds WHERE id BETWEEN ?1 AND ?2", first, last) {
        $0.string(0)
      }
      let built = try built(db, from: first, to: last)
      for id in ids {
        _ = try db.run("DELETE FROM round_summary_distances WHERE round_id = ?", id)
        if let row = built[id] {
          try store(row, of: id, db)
        } else {
          _ = try db.run("DELETE FROM round_summaries WHERE round_id = ?", id)
        }
      }
    }
    // The triggers kept them through the rewrite; written again, they mend what another
    // program changed (`quiver check --repair`).
    try YearTallies.rebuild(db)
  }
}
