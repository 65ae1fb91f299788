import Foundation

/// A synced table's columns as SQLite declares them (`PRAGMA table_info`), with what sync needs
/// to name, write and show one of its rows: its key columns and each row as a JSON object.
struct TableShape {
  let name: String
  let columns: [String]
  /// Whether each column is part of the primary key.
  let primaryKey: [Bool]

  /// The positions of this table's bookkeeping columns (``SyncedTables/isBookkeeping(_:_:)``).
  var bookkeepingColumns: Set<Int> {
    Set(columns.indices.filter { SyncedTables.isBookkeeping(name, columns[$0]) })
  }

  /// The position of the version column, if the table has one.
  var versionColumn: Int? { columns.firstIndex(of: SyncedTables.versionColumn) }

  /// Stamps the row with `key` as changed now: its version becomes `now` in microseconds, or
  /// one more than the version it had, whichever is greater (a change always outranks what it
  /// replaced, whatever the clocks say).
  func stamp(key: [SQLiteValue], now: Int64, _ db: Connection) throws {
    guard versionColumn != nil else { return }
    let keys = columns.indices.filter { primaryKey[$0] }
    let version = quoted(SyncedTables.versionColumn)
    let sql =
      "UPDATE \(quoted(name)) SET \(version) = max(?, coalesce(\(version), 0) + 1) WHERE "
      + keys.map { "\(quoted(columns[$0])) IS ?" }.joined(separator: " AND ")
    _ = try db.run(sql, [now as any SQLiteBindable] + key.map { $0 as any SQLiteBindable })
  }

  /// Reads `table`'s columns from the store.
  init(_ table: String, _ db: Connection) throws {
    let info = try db.query("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid", table) {
      ($0.string(0), $0.int(1))
    }
    name = table
    columns = info.map(\.0)
    primaryKey = info.map { $0.1 > 0 }
  }

  /// Writes `row`'s non-key values to the row with its key.
  func update(_ row: [SQLiteValue], _ db: Connection) throws {
    let sets = columns.indices.filter { !primaryKey[$0] }
    let keys = columns.indices.filter { primaryKey[$0] }
    let sql =
      "UPDATE \(quoted(name)) SET "
      + sets.map { "\(quoted(columns[$0])) = ?" }.joined(separator: ", ") + " WHERE "
      + keys.map { "\(quoted(columns[$0])) IS ?" }.joined(separator: " AND ")
    _ = try db.run(sql, (sets + keys).map { row[$0] } as [any SQLiteBindable])
  }

  /// Writes `row` whole: updates the row with its key in place (never a delete and insert,
  /// which would cascade to its children), or adds it.
  func write(_ row: [SQLiteValue], _ db: Connection) throws {
    guard try self.row(key: key(of: row), db) == nil else { return try update(row, db) }
    let sql =
      "INSERT INTO \(quoted(name)) (\(columns.map(quoted).joined(separator: ", "))) VALUES ("
      + columns.map { _ in "?" }.joined(separator: ", ") + ")"
    _ = try db.run(sql, row as [any SQLiteBindable])
  }

  /// Deletes the row with `key` (its key columns' values, in column order).
  func delete(key: [SQLiteValue], _ db: Connection) throws {
    let keys = columns.indices.filter { primaryKey[$0] }
    let sql =
      "DELETE FROM \(quoted(name)) WHERE "
      + keys.map { "\(quoted(columns[$0])) IS ?" }.joined(separator: " AND ")
    _ = try db.run(sql, key as [any SQLiteBindable])
  }

  /// The row with `key`, if the store holds it.
  func row(key: [SQLiteValue], _ db: Connection) throws -> [SQLiteValue]? {
    let keys = columns.indices.filter { primaryKey[$0] }
    let sql =
      "SELECT \(columns.map(quoted).joined(separator: ", ")) FROM \(quoted(name)) WHERE "
      + keys.map { "\(quoted(columns[$0])) IS ?" }.joined(separator: " AND ")
    let count = Int32(columns.count)
    return try db.query(sql, key as [any SQLiteBindable]) { row in (0..<count).map { row[$0] } }
      .first
  }

  /// `row` as a JSON object of column names and values (keys sorted).
  func object(_ row: [SQLiteValue]) -> String {
    encode(Dictionary(uniqueKeysWithValues: zip(columns, row)))
  }

  /// The columns a change carries (`nil` for one it does not), as a JSON object of those alone:
  /// a row only part of which travelled never shows the rest as NULL.
  func object(carried values: [SQLiteValue?]) -> String {
    encode(
      Dictionary(
        uniqueKeysWithValues: zip(columns, values).compactMap { name, value in
          value.map { (name, $0) }
        }))
  }

  /// A key as a JSON object of its columns.
  func keyObject(_ key: [SQLiteValue]) -> String {
    let names = columns.indices.filter { primaryKey[$0] }.map { columns[$0] }
    return encode(Dictionary(uniqueKeysWithValues: zip(names, key)))
  }

  /// A row read back from ``object(_:)``: `nil` when a column is missing (a row only part of
  /// which travelled).
  func row(from object: String) -> [SQLiteValue]? {
    guard let values = SyncConflict.fields(object) else { return nil }
    let row = columns.compactMap { values[$0] }
    return row.count == columns.count ? row : nil
  }

  /// A key read back from ``keyObject(_:)``, in the key columns' order (`nil` if unreadable).
  func key(from object: String) -> [SQLiteValue]? {
    guard let values = SyncConflict.fields(object) else { return nil }
    return columns.indices.filter { primaryKey[$0] }.map { values[columns[$0]] ?? .null }
  }

  /// The key columns' values of `row`.
  func key(of row: [SQLiteValue]) -> [SQLiteValue] {
    columns.indices.filter { primaryKey[$0] }.map { row[$0] }
  }

  private func quoted(_ name: String) -> String { StoreBackup.quoted(name) }

  private func encode(_ values: [String: SQLiteValue]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A dictionary of Codable values always encodes: a failure would be a Foundation bug.
    guard let data = try? encoder.encode(values) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
