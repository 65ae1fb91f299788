import CoreInterfaces
import Foundation

extension RoundSummaries {
  /// Rounds read at a time by the reads of every round (`quiver check`, a backup's and a
  /// restore's checks, a rebuild): they hold this many rounds' summaries, never the store's, so
  /// their memory does not grow with the store (issue 28).
  public static let chunkSize = 1_000

  /// The rounds in ID order (as SQLite orders them), `size` at a time: `body` hears each
  /// chunk's first and last ID as stored, a range no round of another chunk falls in.
  static func eachChunk(
    _ db: Connection, size: Int = chunkSize,
    _ body: (_ first: SQLiteValue, _ last: SQLiteValue) throws -> Void
  ) throws {
    var after = SQLiteValue.null
    while true {
      let ids =
        after == .null
        ? try db.query("SELECT id FROM rounds ORDER BY id LIMIT ?", size) { $0[0] }
        : try db.query("SELECT id FROM rounds WHERE id > ? ORDER BY id LIMIT ?", after, size) {
          $0[0]
        }
      guard let first = ids.first, let last = ids.last else { return }
      try body(first, last)
      guard ids.count == size else { return }
      after = last
    }
  }

  /// Hands `body` every round's summary from all its arrows, with the round's ID as stored, in
  /// ID order, `size` rounds at a time (``built(_:from:to:)``); a round whose definition or
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
  /// round ID as stored: each is what ``build(_:_:)`` gives that round alone (its ends joined to
  /// their arrows, in the ends' order), read in one query for the chunk. A round whose
  /// definition or status cannot be read is left out.
  static func built(_ db: Connection, from first: SQLiteValue, to last: SQLiteValue) throws
    -> [String: Row]
  {
    let contexts = try RoundContext.readAll(db, from: first, to: last)
    var counted: [String: Row] = [:]
    counted.reserveCapacity(contexts.count)
    // The ends by round (their UNIQUE (round_id, end_number) index) beside each end's arrows:
    // a round's arrows come together, counted in one step (`RoundSummary.add` adds in any
    // chunks); its ID is made a string only when it is not the run's.
    let arrows = try db.prepared(
      """
      SELECT e.round_id, e.end_number, a.points, a.is_x, a.is_miss
      FROM ends e CROSS JOIN arrows a ON a.end_id = e.id
      WHERE e.round_id BETWEEN ?1 AND ?2
      """)
    defer { arrows.reset() }
    try arrows.bind([first, last])
    var (round, run) = ("", [RoundSummary.Arrow]())
    func count() {
      defer { run.removeAll(keepingCapacity: true) }
      guard !run.isEmpty, let context = contexts[round] else { return }
      if counted[round] == nil {
        counted[round] = build(context, run)
      } else {
        counted[round]?.summary.add(
          run, of: context.definition, bowStyle: context.bowStyle, category: context.category)
      }
    }
    let row = Store.Row(statement: arrows)  // the statement's current row, made once
    while try arrows.step() {
      if !row.text(0, is: round) {
        let id = row.string(0)
        if id != round {
          count()
          round = id
        }
      }
      run.append(
        RoundSummary.Arrow(
          endNumber: row.int(1),
          value: ArrowValue(uncheckedPoints: row.int(2), isX: row.bool(3), isMiss: row.bool(4))))
    }
    count()
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
  }
}
