extension StoreBackup {
  /// Bytes handed to a backup's writer at a time.
  static let chunk = 1 << 20

  /// Writes the backup of `database` to `sink` as each row is read, a chunk at a time: the same
  /// bytes ``encoded(_:)`` makes of ``backup(_:progress:note:)``'s document, holding one chunk,
  /// never the store. One read, so every table comes from one snapshot. `progress` hears each
  /// table's rows written of its total as it goes (every 50,000 rows and at its end); `note`
  /// hears what the backup could not keep as it is. Returns the rows and tables written.
  public static func write(
    _ database: Database, to sink: @Sendable ([UInt8]) throws -> Void,
    progress: @Sendable (_ table: String, _ written: Int, _ total: Int) -> Void,
    note: @Sendable (String) -> Void = { _ in }
  ) async throws -> (rows: Int, tables: Int) {
    let own = try ownTables()
    try await database.checkEveryTableIsThere()  // a dropped table is never left out unsaid
    return try await database.read { db in
      try db.execute("BEGIN")  // one snapshot for every table
      defer { try? db.execute("COMMIT") }
      for name in try allTableNames(db) where !own.contains(name) {
        note("table \(name) was not made by Quiver; left out of the backup")
      }
      var out: [UInt8] = []
      out.reserveCapacity(chunk)
      out += #"{"format":"#.utf8
      BackupJSON.append(BackupDocument.formatName, to: &out)
      out += #","schemaVersion":\#(try schemaVersion(db)),"tables":["#.utf8
      let names = try tableNames(db, own: own)
      var rows = 0
      for (index, name) in names.enumerated() {
        let columns = try self.columns(of: name, db)
        out += (index > 0 ? #",{"columns":"# : #"{"columns":"#).utf8
        BackupJSON.append(names: columns, to: &out)
        out += #","name":"#.utf8
        BackupJSON.append(name, to: &out)
        out += #","rows":["#.utf8
        let total = try db.query("SELECT count(*) FROM \(quoted(name))") { $0.int(0) }.first ?? 0
        let order = (1...max(columns.count, 1)).map(String.init).joined(separator: ", ")
        let count = Int32(columns.count)
        var number = 0
        _ = try db.query(
          "SELECT \(columns.map(quoted).joined(separator: ", ")) FROM \(quoted(name)) ORDER BY \(order)"
        ) { row in
          number += 1
          for column in 0..<count where !row.textIsFaithful(column) {
            note(
              "\(name) row \(number) (in the backup's order): \(columns[Int(column)]) is not UTF-8 text; backed up with U+FFFD for its bad bytes"
            )
          }
          if number > 1 { out.append(UInt8(ascii: ",")) }
          BackupJSON.append(row: (0..<count).map { row[$0] }, to: &out)
          if out.count >= chunk {
            try sink(out)
            out.removeAll(keepingCapacity: true)
          }
          if number % 50_000 == 0 { progress(name, number, total) }
        }
        out += "]}".utf8
        rows += number
        progress(name, number, total)
      }
      out += "]}".utf8
      try sink(out)
      return (rows, names.count)
    }
  }
}
