/// After another device's changeset is applied (with foreign keys off, so no cascade removes a
/// row unseen), finds the rows left naming a parent that is gone: an arrow added here to a round
/// deleted there, or theirs to one deleted here. A reference that sets NULL on delete is set to
/// NULL, as a local delete would; any other child row is deleted and recorded as a
/// ``SyncConflict/Kind/parentDeleted`` conflict with its values, so it is never lost unseen.
struct ParentSweep {
  /// One foreign key: `child(from…)` names `parent(to…)`.
  struct Reference {
    let child: String
    let from: [String]
    let parent: String
    let to: [String]
    let setsNull: Bool
  }

  let references: [Reference]

  /// Reads every synced table's foreign keys.
  init(_ db: Connection) throws {
    var references: [Reference] = []
    for table in try SyncedTables.all(db) {
      let rows = try db.query(
        "SELECT id, \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq",
        table
      ) { ($0.int(0), $0.string(1), $0.string(2), $0.string(3), $0.string(4)) }
      for id in Set(rows.map(\.0)).sorted() {
        let parts = rows.filter { $0.0 == id }
        guard let first = parts.first else { continue }
        references.append(
          Reference(
            child: table, from: parts.map(\.2), parent: first.1, to: parts.map(\.3),
            setsNull: first.4 == "SET NULL"))
      }
    }
    self.references = references
  }

  /// Sweeps the references touching `tables` until none is broken; returns the rows deleted,
  /// as conflicts (`theirs` when the changeset did not delete the parent, so the row was
  /// theirs; `mine` when it did).
  func sweep(
    touching tables: Set<String>, deletedThere: [String: Set<String>], device: String,
    fileSeq: Int, shapes: (String) throws -> TableShape, _ db: Connection
  ) throws -> (conflicts: [SyncConflict], rounds: Set<String>) {
    var conflicts: [SyncConflict] = []
    var rounds: Set<String> = []
    var touched = tables
    var mineTables: Set<String> = []
    while !touched.isEmpty {
      var next: Set<String> = []
      for reference in references
      where touched.contains(reference.child) || touched.contains(reference.parent) {
        let shape = try shapes(reference.child)
        let parentShape = try shapes(reference.parent)
        for row in try orphans(reference, shape, db) {
          let key = shape.key(of: row)
          if let round = shape.roundID(of: row) { rounds.insert(round) }
          if reference.setsNull {
            let sets = reference.from.map { "\(StoreBackup.quoted($0)) = NULL" }
            let keys = shape.columns.indices.filter { shape.primaryKey[$0] }
            let sql =
              "UPDATE \(StoreBackup.quoted(reference.child)) SET \(sets.joined(separator: ", ")) WHERE "
              + keys.map { "\(StoreBackup.quoted(shape.columns[$0])) IS ?" }.joined(
                separator: " AND ")
            _ = try db.run(sql, key as [any SQLiteBindable])
            // Kept, but without what it named (a round whose archer was removed there): listed,
            // so it is not lost from view unseen.
            var kept = row
            for column in reference.from.compactMap({ shape.columns.firstIndex(of: $0) }) {
              kept[column] = .null
            }
            conflicts.append(
              SyncConflict(
                id: 0, table: reference.child, key: shape.keyObject(key), kind: .parentDeleted,
                mine: shape.object(row), theirs: shape.object(kept), kept: shape.object(kept),
                device: device,
                fileSeq: fileSeq, settled: nil))
            continue
          }
          let parentKey = parentShape.keyObject(
            reference.from.compactMap { shape.columns.firstIndex(of: $0) }.map { row[$0] })
          let wasMine =
            deletedThere[reference.parent]?.contains(parentKey) == true
            || mineTables.contains(reference.parent)
          if wasMine { mineTables.insert(reference.child) }
          try shape.delete(key: key, db)
          conflicts.append(
            SyncConflict(
              id: 0, table: reference.child, key: shape.keyObject(key), kind: .parentDeleted,
              mine: wasMine ? shape.object(row) : nil, theirs: wasMine ? nil : shape.object(row),
              kept: nil, device: device, fileSeq: fileSeq, settled: nil))
          next.insert(reference.child)
        }
      }
      touched = next
    }
    return (conflicts, rounds)
  }

  /// The rows of `reference.child` whose parent row is missing.
  private func orphans(_ reference: Reference, _ shape: TableShape, _ db: Connection) throws
    -> [[SQLiteValue]]
  {
    let q = StoreBackup.quoted
    let present = reference.from.map { "c.\(q($0)) IS NOT NULL" }.joined(separator: " AND ")
    let match = zip(reference.from, reference.to).map { "p.\(q($1)) = c.\(q($0))" }
      .joined(separator: " AND ")
    let columns = shape.columns.map { "c.\(q($0))" }.joined(separator: ", ")
    let count = Int32(shape.columns.count)
    return try db.query(
      """
      SELECT \(columns) FROM \(q(reference.child)) c WHERE \(present)
        AND NOT EXISTS (SELECT 1 FROM \(q(reference.parent)) p WHERE \(match))
      """
    ) { row in (0..<count).map { row[$0] } }
  }
}
