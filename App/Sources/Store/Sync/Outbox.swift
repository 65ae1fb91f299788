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

  /// Adds what `session` recorded to the outbox, in the caller's transaction.
  static func keep(_ session: ChangeSession, _ db: Connection) throws {
    guard !session.isEmpty else { return }
    let changes = try session.changeset()
    guard !changes.isEmpty else { return }
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
