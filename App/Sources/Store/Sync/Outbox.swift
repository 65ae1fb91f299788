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
    var shapes: [String: TableShape] = [:]
    try recorded.forEachChange { change in
      guard change.operation != .delete else { return }
      let shape = try shapes[change.table] ?? TableShape(change.table, db)
      shapes[change.table] = shape
      try shape.stamp(key: change.key, now: now, db)
    }
    let changes = try session.changeset()  // the same rows, now with their versions
    try db.run("INSERT INTO sync_outbox (changeset) VALUES (?)", SQLiteValue.blob(changes.bytes))
  }

  /// Every change not yet sent, oldest first, with the first and last outbox numbers it covers.
  static func pending(_ db: Connection) throws -> (changes: [Changeset], first: Int, last: Int)? {
    let rows = try db.query("SELECT seq, changeset FROM sync_outbox ORDER BY seq") { row in
      (row.int(0), row[1])
    }
    guard let first = rows.first?.0, let last = rows.last?.0 else { return nil }
    let parts = rows.map { _, value -> Changeset in
      if case .blob(let bytes) = value { return Changeset(bytes: bytes) }
      return Changeset(bytes: [])
    }
    return (parts, first, last)
  }
}
