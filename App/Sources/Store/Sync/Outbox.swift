import Foundation

/// This store's changes not yet sent: one changeset per write transaction, kept in
/// `sync_outbox` by the transaction that made them, so a change is in the outbox exactly when it
/// is in the store (a kill drops both or neither). Only once the store syncs (it has a device
/// identity, `sync_device`); before that, the first sync sends the whole store.
enum Outbox {
  /// A session recording the transaction's changes, or `nil` when the store does not sync.
  static func startRecording(_ db: Connection) throws -> ChangeSession? {
    guard try db.scalar("SELECT 1 FROM sync_device") != nil else { return nil }
    return try ChangeSession(db)
  }

  /// Stamps each row `session` recorded with its new version, then adds the changes to the
  /// outbox, in the caller's transaction.
  static func keep(_ session: ChangeSession, _ db: Connection) throws {
    guard !session.isEmpty else { return }
    let recorded = try session.changeset()
    guard !recorded.isEmpty else { return }
    let now = Int64((Date().timeIntervalSince1970 * 1_000_000).rounded())
    try recorded.forEachChange { change in
      guard change.operation != .delete else { return }
      let shape = try db.syncShapes[change.table] ?? TableShape(change.table, db)
      db.syncShapes[change.table] = shape
      try shape.stamp(key: change.key, now: now, db)
    }
    let changes = try session.changeset()  // the same rows, now with their versions
    try db.run("INSERT INTO sync_outbox (changeset) VALUES (?)", SQLiteValue.blob(changes.bytes))
  }

  /// The changes not yet sent after outbox number `after` (up to `through`), oldest first: as
  /// many entries as come to `limit` bytes (at least one), so one file never holds a whole first
  /// send.
  static func pending(_ db: Connection, after: Int = 0, through: Int = .max, limit: Int) throws
    -> [(seq: Int, changes: Changeset)]
  {
    var total = 0
    var entries: [(seq: Int, changes: Changeset)] = []
    let rows = try db.query(
      "SELECT seq, length(changeset) FROM sync_outbox WHERE seq > ? AND seq <= ? ORDER BY seq",
      after, through
    ) { ($0.int(0), $0.int(1)) }
    for (seq, size) in rows {
      guard entries.isEmpty || total + size <= limit else { break }
      total += size
      let bytes = try db.query("SELECT changeset FROM sync_outbox WHERE seq = ?", seq) { $0[0] }
      guard case .blob(let value)? = bytes.first else { continue }
      entries.append((seq, Changeset(bytes: value)))
    }
    return entries
  }
}
