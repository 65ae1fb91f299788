import CSQLite

/// Applies another device's changeset to this store in the caller's transaction through
/// `sqlite3changeset_apply_v2`, deciding each conflict by the documented defaults
/// (``SyncConflict/Kind``; docs/SYNC.md) and recording every one where a value lost, so
/// nothing is dropped unseen. Every device decides a conflict the same way, so stores agree
/// without another round trip.
final class ChangesetApplier {
  private let db: Connection
  private let device: String
  private let fileSeq: Int
  private var tables: [String: TableShape] = [:]
  /// Conflicts met, to be recorded once the changeset is in.
  private(set) var conflicts: [SyncConflict] = []
  /// Rows whose merged values are written once SQLite has applied the rest.
  private var merges: [(table: String, outcome: SyncMerge.Outcome, current: [SQLiteValue])] = []
  private var failure: (any Error)?

  init(_ db: Connection, device: String, fileSeq: Int) {
    self.db = db
    self.device = device
    self.fileSeq = fileSeq
  }

  /// Applies `changeset`; throws (and the caller rolls back) if SQLite or a decision fails.
  func apply(_ changeset: Changeset) throws {
    guard !changeset.isEmpty else { return }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let result = changeset.bytes.withUnsafeBytes { raw in
      sqlite3changeset_apply_v2(
        db.handle, Int32(raw.count), UnsafeMutableRawPointer(mutating: raw.baseAddress),
        nil, applierConflict, context, nil, nil, SQLITE_CHANGESETAPPLY_NOSAVEPOINT)
    }
    if let failure { throw failure }
    guard result == SQLITE_OK else {
      throw SQLiteError(
        code: result, message: String(cString: sqlite3_errmsg(db.handle)), sql: nil)
    }
    for merge in merges { try write(merge) }
  }

  /// Writes a merged row; should a rule of the store refuse it, the other side's fields for
  /// what both changed instead, and should it refuse that too, the row stays as it is. Either
  /// fallback is recorded as a refusal naming the row refused.
  private func write(
    _ merge: (table: String, outcome: SyncMerge.Outcome, current: [SQLiteValue])
  ) throws {
    guard merge.outcome.row != merge.current else { return }  // this store's row stands
    let shape = try shape(of: merge.table)
    var kept = merge.current
    for row in [merge.outcome.row, merge.outcome.otherwise] {
      guard row != merge.current else { break }
      do {
        try db.transaction { try shape.update(row, db) }
        kept = row
        break
      } catch let error as SQLiteError where error.isConstraintViolation {
        continue
      }
    }
    guard kept != merge.outcome.row else { return }
    conflicts.append(
      SyncConflict(
        id: 0, table: merge.table, key: shape.keyObject(shape.key(of: merge.current)),
        kind: .refused, mine: shape.object(merge.current), theirs: shape.object(merge.outcome.row),
        kept: shape.object(kept), device: device, fileSeq: fileSeq, settled: nil))
  }

  /// The rounds whose rows a merge rewrote (their summaries are rebuilt).
  var mergedRounds: Set<String> {
    Set(merges.compactMap { merge in tables[merge.table]?.roundID(of: merge.current) })
  }

  /// SQLite's question about one conflicting change, answered.
  fileprivate func decide(_ kind: Int32, _ iterator: OpaquePointer) -> Int32 {
    do {
      return try decision(kind, Change(iterator), iterator)
    } catch {
      failure = error
      return SQLITE_CHANGESET_ABORT
    }
  }

  private func decision(_ kind: Int32, _ change: Change, _ iterator: OpaquePointer) throws
    -> Int32
  {
    let shape = try shape(of: change.table)
    switch kind {
    case SQLITE_CHANGESET_DATA, SQLITE_CHANGESET_CONFLICT:
      let current = try change.new.indices.map { column in
        try ChangeValues.read { sqlite3changeset_conflict(iterator, Int32(column), &$0) } ?? .null
      }
      guard change.operation != .delete else {
        // Changed here, deleted there: the deletion stands (it can be made on every device;
        // bringing the row back cannot, where only its changed fields travelled).
        note(.changedHereDeletedThere, change, shape, mine: current, theirs: nil, kept: nil)
        return SQLITE_CHANGESET_REPLACE
      }
      let merged = SyncMerge.merged(
        current: current, change: change, bookkeeping: shape.bookkeepingColumns,
        version: shape.versionColumn)
      if merged.lost {
        let theirs = zip(current, change.new).map { mine, new in new ?? mine }
        let kind: SyncConflict.Kind = change.operation == .insert ? .addedOnBoth : .changedOnBoth
        note(kind, change, shape, mine: current, theirs: theirs, kept: merged.row)
      }
      if merged.row != current || merged.otherwise != current {
        merges.append((change.table, merged, current))
      }
      return SQLITE_CHANGESET_OMIT
    case SQLITE_CHANGESET_NOTFOUND:
      if change.operation == .update {
        let theirs = zip(change.old, change.new).map { old, new in new ?? old }
        note(.deletedHereChangedThere, change, shape, mine: nil, carried: theirs)
      }
      return SQLITE_CHANGESET_OMIT
    case SQLITE_CHANGESET_CONSTRAINT:
      let theirs = zip(change.old, change.new).map { old, new in new ?? old }
      note(.refused, change, shape, mine: nil, carried: theirs)
      return SQLITE_CHANGESET_OMIT
    default:
      return SQLITE_CHANGESET_OMIT  // foreign keys are off while applying: swept after
    }
  }

  /// Notes a conflict whose other side is what `change` carries (only part of a row).
  private func note(
    _ kind: SyncConflict.Kind, _ change: Change, _ shape: TableShape, mine: [SQLiteValue]?,
    carried: [SQLiteValue?]
  ) {
    conflicts.append(
      SyncConflict(
        id: 0, table: change.table, key: shape.keyObject(change.key), kind: kind,
        mine: mine.map(shape.object), theirs: shape.object(carried: carried), kept: nil,
        device: device, fileSeq: fileSeq, settled: nil))
  }

  private func note(
    _ kind: SyncConflict.Kind, _ change: Change, _ shape: TableShape, mine: [SQLiteValue]?,
    theirs: [SQLiteValue]?, kept: [SQLiteValue]?
  ) {
    conflicts.append(
      SyncConflict(
        id: 0, table: change.table, key: shape.keyObject(change.key), kind: kind,
        mine: mine.map(shape.object), theirs: theirs.map(shape.object),
        kept: kept.map(shape.object),
        device: device, fileSeq: fileSeq, settled: nil))
  }

  /// The columns of `table`, read once.
  func shape(of table: String) throws -> TableShape {
    if let known = tables[table] { return known }
    let shape = try TableShape(table, db)
    tables[table] = shape
    return shape
  }
}

/// `sqlite3changeset_apply_v2`'s conflict callback: hands the question to the applier.
private func applierConflict(
  _ context: UnsafeMutableRawPointer?, _ kind: Int32, _ iterator: OpaquePointer?
) -> Int32 {
  guard let context, let iterator else { return SQLITE_CHANGESET_ABORT }
  let applier = Unmanaged<ChangesetApplier>.fromOpaque(context).takeUnretainedValue()
  return applier.decide(kind, iterator)
}
