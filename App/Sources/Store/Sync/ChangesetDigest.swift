/// What a changeset touches, read before it is applied: its tables, the rounds whose summaries
/// must be rebuilt, the keys it deletes (to tell whose row a deletion left without a parent) and
/// how many rows it changes. One walk of the changeset, through SQLite's iterator.
struct ChangesetDigest {
  var tables: Set<String> = []
  var rounds: Set<String> = []
  /// Deleted keys as `table` → the key's JSON object.
  var deleted: [String: Set<String>] = [:]
  var count = 0
  /// Of `open` (rows with open conflicts: table → keys; an insert settles only those about a
  /// row this store lacks), those the changeset changes, as the table followed by the key's
  /// JSON object.
  var reopened: Set<String> = []
  /// The tables whose rows in the changeset have other columns than this store's table: a
  /// file no whole store's sync writes (a table changed by another program, or bytes made by
  /// hand), refused before anything of it is applied.
  var otherColumns: Set<String> = []

  init(
    _ changeset: Changeset,
    open: (any: [String: Set<[SQLiteValue]>], absent: [String: Set<[SQLiteValue]>]),
    shapes: (String) throws -> TableShape
  ) throws {
    try changeset.forEachChange { change in
      count += 1
      tables.insert(change.table)
      let shape = try shapes(change.table)
      guard change.new.count == shape.columns.count else {
        otherColumns.insert(change.table)
        return
      }
      let settling = change.operation == .insert ? open.absent : open.any
      if settling[change.table]?.contains(change.key) == true {
        reopened.insert(change.table + shape.keyObject(change.key))
      }
      if let round = shape.roundID(of: change) { rounds.insert(round) }
      if change.operation == .delete {
        deleted[change.table, default: []].insert(shape.keyObject(change.key))
      }
    }
  }
}

extension TableShape {
  /// The round a change of this table belongs to (a round's own id, or its `round_id`), whose
  /// summary the change can alter.
  func roundID(of change: Change) -> String? {
    roundID(of: change.new.indices.map { change.new[$0] ?? change.old[$0] ?? .null })
  }

  /// The round `row` of this table belongs to.
  func roundID(of row: [SQLiteValue]) -> String? {
    let column =
      name == "rounds" ? columns.firstIndex(of: "id") : columns.firstIndex(of: "round_id")
    guard let column, row.indices.contains(column), case .text(let id) = row[column] else {
      return nil
    }
    return id
  }
}
