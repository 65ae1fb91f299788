import Foundation

/// The conflict list in `sync_conflicts`: recorded in the transaction that applied the
/// changeset, listed by `quiver sync conflicts` and the app, settled by `quiver sync resolve`.
public enum SyncConflicts {
  /// Records `conflicts` in the caller's transaction; returns them with their numbers.
  static func record(_ conflicts: [SyncConflict], _ db: Connection) throws -> [SyncConflict] {
    let now = Date().timeIntervalSince1970
    return try conflicts.map { conflict in
      _ = try db.run(
        """
        INSERT INTO sync_conflicts (table_name, row_key, kind, mine, theirs, kept, device, file_seq,
          found_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, conflict.table, conflict.key, conflict.kind.rawValue, conflict.mine, conflict.theirs,
        conflict.kept, conflict.device, conflict.fileSeq, now)
      let id = try db.query("SELECT last_insert_rowid()") { $0.int(0) }.first ?? 0
      return SyncConflict(
        id: id, table: conflict.table, key: conflict.key, kind: conflict.kind, mine: conflict.mine,
        theirs: conflict.theirs, kept: conflict.kept, device: conflict.device,
        fileSeq: conflict.fileSeq, settled: nil)
    }
  }

  /// Conflicts, oldest first: open ones only unless `all`.
  public static func list(_ db: Connection, all: Bool = false) throws -> [SyncConflict] {
    try db.query(
      """
      SELECT id, table_name, row_key, kind, mine, theirs, kept, device, file_seq, settled
      FROM sync_conflicts \(all ? "" : "WHERE settled IS NULL") ORDER BY id
      """
    ) { row in
      SyncConflict(
        id: row.int(0), table: row.string(1), key: row.string(2),
        kind: SyncConflict.Kind(rawValue: row.string(3)) ?? .refused, mine: text(row[4]),
        theirs: text(row[5]), kept: text(row[6]), device: row.string(7), fileSeq: row.int(8),
        settled: text(row[9]))
    }
  }

  /// The keys of the rows with open conflicts, by table, in each table's key order: `any`
  /// for every open conflict (an update or deletion arriving settles it) and `absent` for those
  /// about a row this store does not hold (a row arriving settles those too; one arriving
  /// again where it is held, as a store's first send does, settles nothing).
  static func openKeys(_ db: Connection, shapes: (String) throws -> TableShape) throws
    -> (any: [String: Set<[SQLiteValue]>], absent: [String: Set<[SQLiteValue]>])
  {
    let rows = try db.query(
      "SELECT table_name, row_key, kind FROM sync_conflicts WHERE settled IS NULL"
    ) { ($0.string(0), $0.string(1), $0.string(2)) }
    var keys: (any: [String: Set<[SQLiteValue]>], absent: [String: Set<[SQLiteValue]>]) = ([:], [:])
    let absentKinds = Set(
      [SyncConflict.Kind.parentDeleted, .deletedHereChangedThere].map(\.rawValue))
    for (table, key, kind) in rows {
      guard let ordered = try shapes(table).key(from: key) else { continue }
      keys.any[table, default: []].insert(ordered)
      if absentKinds.contains(kind) { keys.absent[table, default: []].insert(ordered) }
    }
    return keys
  }

  /// Closes, as settled `later`, the open conflicts about values of a row that is gone since
  /// (its round deleted on some device): neither value can come back, the deletion settled them.
  static func closeGone(_ db: Connection) throws {
    let open = try list(db).filter { [.changedOnBoth, .addedOnBoth, .refused].contains($0.kind) }
    for conflict in open {
      let shape = try TableShape(conflict.table, db)
      guard let key = shape.key(from: conflict.key) else { continue }
      if try shape.row(key: key, db) == nil {
        _ = try db.run("UPDATE sync_conflicts SET settled = 'later' WHERE id = ?", conflict.id)
      }
    }
  }

  /// Closes the open conflicts of `rows` (each its table followed by its key's JSON object): a
  /// later change from another device settled them.
  static func settleLater(_ rows: Set<String>, _ db: Connection) throws {
    for row in rows {
      _ = try db.run(
        "UPDATE sync_conflicts SET settled = 'later' WHERE settled IS NULL AND table_name || row_key = ?",
        row)
    }
  }

  /// How many conflicts are open.
  public static func openCount(_ db: Connection) throws -> Int {
    try db.query("SELECT count(*) FROM sync_conflicts WHERE settled IS NULL") { $0.int(0) }.first
      ?? 0
  }

  /// Settles conflict `id` with `choice`: the row becomes that side's value (a change of this
  /// store, sent to the others at the next sync) and the conflict is closed. Run in the
  /// caller's transaction, which records the change for the other devices.
  public static func resolve(_ id: Int, choosing choice: Choice, _ db: Connection) throws {
    guard let conflict = try list(db).first(where: { $0.id == id }) else {
      throw SyncError.noSuchConflict(id: id)
    }
    let shape = try TableShape(conflict.table, db)
    let wanted = choice == .mine ? conflict.mine : conflict.theirs
    guard let key = shape.key(from: conflict.key) else {
      throw SyncError.cannotResolve(id: id, detail: "its key cannot be read")
    }
    if let wanted {
      guard let row = shape.row(from: wanted) else {
        throw SyncError.cannotResolve(
          id: id,
          detail:
            "only the fields the other device changed reached this store; settle it on device \(conflict.device), which holds the whole row"
        )
      }
      do {
        try shape.write(row, db)
      } catch let error as SQLiteError where error.isConstraintViolation {
        let other = choice == .mine ? Choice.theirs : Choice.mine
        let otherRow = (other == .mine ? conflict.mine : conflict.theirs).flatMap(shape.row(from:))
        let held = try shape.row(key: key, db)
        throw SyncError.cannotResolve(
          id: id,
          detail: otherRow == held
            ? "what it belongs to is deleted on this store, so it cannot come back here; '\(other.rawValue)' keeps what this store holds and settles it"
            : "what it belongs to is deleted on this store, so neither value can come back here; the conflict closes by itself at the next sync (\(error.message))"
        )
      }
    } else {
      try shape.delete(key: key, db)
    }
    // The choice travels even when this store already holds it: the row's version moves on,
    // so the next sync sends it, the others take it and their copy of the conflict closes.
    if let version = shape.versionColumn, try shape.row(key: key, db) != nil {
      let keys = shape.columns.indices.filter { shape.primaryKey[$0] }
      let q = StoreBackup.quoted
      _ = try db.run(
        "UPDATE \(q(conflict.table)) SET \(q(shape.columns[version])) = coalesce(\(q(shape.columns[version])), 0) + 1 WHERE "
          + keys.map { "\(q(shape.columns[$0])) IS ?" }.joined(separator: " AND "),
        key as [any SQLiteBindable])
    }
    _ = try db.run("UPDATE sync_conflicts SET settled = ? WHERE id = ?", choice.rawValue, id)
  }

  /// Which side's value `sync resolve` keeps.
  public enum Choice: String, Sendable, CaseIterable {
    /// This store's value before the sync.
    case mine
    /// The other device's value.
    case theirs
  }

  private static func text(_ value: SQLiteValue) -> String? {
    if case .text(let text) = value { return text }
    return nil
  }
}
