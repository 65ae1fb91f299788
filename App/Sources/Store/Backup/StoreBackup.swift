public import Foundation

/// The whole store as one JSON document (``BackupDocument``): every table as the schema has it,
/// column by column, so a column a later migration adds is backed up with no change here. Rows
/// are ordered by all their columns and values keep their SQLite storage class, so a backup of a
/// restored backup is byte-identical. A restore is checked whole before anything is written and
/// runs in one transaction into an empty store: all or nothing.
public enum StoreBackup {
  /// The first schema version whose backups hold the tables and columns today's do: a later
  /// step changed only what a backup leaves out (21: this device's sync state), so a backup
  /// made since restores here, its tables and columns checked one by one as always.
  static let sameTablesSince = 20

  /// Tables left out: SQLite's own, and where the app was left (a place on screen, not data).
  static let skipped: Set = ["navigation_path"]

  /// Whether `table` holds the round summaries, which are derived from the arrows: a backup
  /// leaves them out and a restore rebuilds them, so a backup cannot plant a wrong one.
  static func isDerived(_ table: String) -> Bool { SyncedTables.isDerived(table) }

  /// Reads every table of `database`, calling `progress` with each table and its row count.
  /// `note` hears what the backup could not keep as it is: a table Quiver did not create (left
  /// out, so the backup restores) and text that is not UTF-8 (kept with U+FFFD for bad bytes).
  public static func backup(
    _ database: Database, progress: @escaping @Sendable (String, Int) -> Void,
    note: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws -> BackupDocument {
    let own = try ownTables()
    try await database.checkEveryTableIsThere()  // a dropped table is never left out unsaid
    return try await database.read { db in
      var tables: [BackupTable] = []
      for name in try allTableNames(db) where !own.contains(name) {
        note("table \(name) was not made by Quiver; left out of the backup")
      }
      for name in try tableNames(db, own: own) {
        let columns = try self.columns(of: name, db)
        let order = (1...max(columns.count, 1)).map(String.init).joined(separator: ", ")
        let count = Int32(columns.count)
        var number = 0
        let rows = try db.query(
          "SELECT \(columns.map(quoted).joined(separator: ", ")) FROM \(quoted(name)) ORDER BY \(order)"
        ) { row in
          number += 1
          for column in 0..<count where !row.textIsFaithful(column) {
            note(
              "\(name) row \(number) (in the backup's order): \(columns[Int(column)]) is not UTF-8 text; backed up with U+FFFD for its bad bytes"
            )
          }
          return (0..<count).map { row[$0] }
        }
        tables.append(BackupTable(name: name, columns: columns, rows: rows))
        progress(name, rows.count)
      }
      return BackupDocument(schemaVersion: try schemaVersion(db), tables: tables)
    }
  }

  /// Restores `document` into `database`, which must hold no rows: every table and column is
  /// checked against this store's schema first, then every row is written in one transaction,
  /// and before it commits the rows are read as the app reads them (references, `StoredRules`,
  /// and the features' `rules`): a row it would call damaged refuses the whole restore, unless
  /// `checkingRules` is off (a backup of a store that held damaged rows, restored as it was).
  /// `progress` hears each table as it is written.
  public static func restore(
    _ document: BackupDocument, into database: Database, checkingRules: Bool = true,
    checking rules: @escaping @Sendable (Connection) throws -> [String] = { _ in [] },
    progress: @escaping @Sendable (String, Int) -> Void
  ) async throws {
    try await database.write { db in
      let mapped = try check(document, against: db)
      try db.execute("PRAGMA defer_foreign_keys = ON")
      if mapped { try LegacyEnds.begin(db) }
      for table in document.tables {
        let sql = insertSQL(table, mapped: mapped)
        for (number, row) in table.rows.enumerated() {
          try insert(row, into: table, number: number, db, sql: sql)
        }
        progress(table.name, table.rows.count)
      }
      if mapped { try LegacyEnds.finish(db) }
      try finish(db, checkingRules: checkingRules, rules: rules) { progress($0, $1) }
    }
  }

  /// Restores the backup at `path` (its ``BackupReader/Skeleton`` read first) into `database`
  /// as ``restore(_:into:checkingRules:checking:progress:)`` restores a document, a row at a
  /// time in one transaction: a refusal anywhere, even at the last row, restores nothing.
  /// `progress` hears each table's rows written of its total (every 50,000 rows and at its end).
  public static func restore(
    file path: String, _ skeleton: BackupReader.Skeleton, into database: Database,
    checkingRules: Bool = true,
    checking rules: @escaping @Sendable (Connection) throws -> [String] = { _ in [] },
    progress: @escaping @Sendable (_ table: String, _ written: Int, _ total: Int) -> Void
  ) async throws {
    let document = try skeleton.document()
    let counts = skeleton.rowCounts
    try await database.write { db in
      let mapped = try check(document, against: db)
      try db.execute("PRAGMA defer_foreign_keys = ON")
      if mapped { try LegacyEnds.begin(db) }
      let statements = document.tables.map { insertSQL($0, mapped: mapped) }
      try BackupReader.eachRow(in: path) { index, number, row in
        guard document.tables.indices.contains(index) else {
          throw BackupError.tablesDiffer(missing: [], unknown: ["#\(index + 1)"])
        }
        let table = document.tables[index]
        guard row.count == table.columns.count else {
          throw BackupError.rowWidth(table: table.name, row: number + 1)
        }
        try insert(row, into: table, number: number, db, sql: statements[index])
        if (number + 1) % 50_000 == 0 || number + 1 == counts[index] {
          progress(table.name, number + 1, counts[index])
        }
      }
      for (table, count) in zip(document.tables, counts) where count == 0 {
        progress(table.name, 0, 0)
      }
      if mapped { try LegacyEnds.finish(db) }
      try finish(db, checkingRules: checkingRules, rules: rules) { progress($0, $1, $1) }
    }
  }

  /// Writes one row of `table`, the backup's row `number` (from 0), with `sql`.
  private static func insert(
    _ row: [SQLiteValue], into table: BackupTable, number: Int, _ db: Connection, sql: String
  ) throws {
    do {
      _ = try db.query(sql, row.map { $0 as any SQLiteBindable }) { _ in () }
    } catch let error as SQLiteError where error.code & 0xFF == 19 {  // SQLITE_CONSTRAINT
      throw BackupError.rowBreaksRules(table: table.name, row: number + 1, rule: error.message)
    }
  }

  /// The statement that writes a row of `table`: into `LegacyEnds`' table for it when `mapped`.
  private static func insertSQL(_ table: BackupTable, mapped: Bool) -> String {
    let marks = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
    let name = mapped ? LegacyEnds.target(table.name) : table.name
    return
      "INSERT INTO \(quoted(name)) (\(table.columns.map(quoted).joined(separator: ", "))) VALUES (\(marks))"
  }

  /// What a restore checks once every row is written: references, then (after rebuilding the
  /// summaries) that the app would read every row, unless `checkingRules` is off.
  private static func finish(
    _ db: Connection, checkingRules: Bool, rules: (Connection) throws -> [String],
    summaries: (String, Int) -> Void
  ) throws {
    // Checked here, not left to COMMIT: a refused commit would leave the transaction open.
    let broken = try db.query("PRAGMA foreign_key_check") { $0.string(0) }
    if let table = broken.first { throw BackupError.brokenReference(table: table) }
    try RoundSummaries.rebuildAll(db)
    // What the constraints let through but the app would read as damaged is refused too.
    let problems = checkingRules ? try StoredRules.problems(db) + rules(db) : []
    if let first = problems.first {
      throw BackupError.damagedRows(problem: first, count: problems.count)
    }
    summaries(
      "round summaries (rebuilt)",
      try db.query("SELECT count(*) FROM rounds") { $0.int(0) }.first ?? 0)
  }

  /// Refuses a document this store cannot take whole, naming why; writes nothing. Whether its
  /// ends and arrows are keyed by end IDs that a restore maps (`LegacyEnds`).
  static func check(_ document: BackupDocument, against db: Connection) throws -> Bool {
    guard document.format == BackupDocument.formatName else { throw BackupError.notABackup }
    let version = try schemaVersion(db)
    let mapped = LegacyEnds.maps(document.schemaVersion, into: version)
    let sameShape = (sameTablesSince...version).contains(document.schemaVersion)
    guard document.schemaVersion == version || sameShape || mapped else {
      throw BackupError.otherSchema(backup: document.schemaVersion, store: version)
    }
    let names = try tableNames(db, own: try ownTables())
    let given = document.tables.map(\.name)
    guard Set(given) == Set(names), given.count == names.count else {
      throw BackupError.tablesDiffer(
        missing: names.filter { !given.contains($0) }, unknown: given.filter { !names.contains($0) }
      )
    }
    for table in document.tables {
      let columns =
        try (mapped ? LegacyEnds.columns[table.name] : nil) ?? self.columns(of: table.name, db)
      guard table.columns == columns else {
        throw BackupError.columnsDiffer(table: table.name, backup: table.columns, store: columns)
      }
      if let bad = table.rows.firstIndex(where: { $0.count != columns.count }) {
        throw BackupError.rowWidth(table: table.name, row: bad + 1)
      }
    }
    try refuseFilled(db)
    return mapped
  }

  /// Refuses a store that holds rows (a restore goes only into an empty one), naming a table
  /// that holds some: ``restore(file:_:into:checkingRules:checking:progress:)`` asks again in its
  /// transaction; a command asks first, before reading a backup it could not restore.
  public static func refuseFilled(_ database: Database) async throws {
    try await database.read { try refuseFilled($0) }
  }

  static func refuseFilled(_ db: Connection) throws {
    let filled = try db.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ) { $0.string(0) }
    for name in filled where !skipped.contains(name) {
      let rows = try db.query("SELECT count(*) FROM \(quoted(name))") { $0.int(0) }.first ?? 0
      guard rows == 0 else { throw BackupError.storeNotEmpty(table: name, rows: rows) }
    }
  }

  /// The tables a backup holds, by name: Quiver's own (`own`), less those it leaves out.
  static func tableNames(_ db: Connection, own: Set<String>) throws -> [String] {
    try allTableNames(db).filter {
      own.contains($0) && !skipped.contains($0) && !isDerived($0) && !SyncedTables.isSyncState($0)
    }
  }

  /// Every table in the file, Quiver's or not.
  static func allTableNames(_ db: Connection) throws -> [String] {
    try db.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    ) { $0.string(0) }
  }

  /// The tables Quiver creates, as a new store of this build has them.
  static func ownTables() throws -> Set<String> {
    Set(try allTableNames(try Opener.open(.inMemory).connection))
  }

  /// A table's columns in the schema's order, less its sync version: when a row last changed
  /// on this device is sync's bookkeeping, not the record, so stores that agree back up to the
  /// same bytes and a backup made before sync restores (docs/SYNC.md).
  static func columns(of table: String, _ db: Connection) throws -> [String] {
    try db.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", table) { $0.string(0) }
      .filter { $0 != SyncedTables.versionColumn }
  }

  static func schemaVersion(_ db: Connection) throws -> Int {
    try db.query("PRAGMA user_version") { $0.int(0) }.first ?? 0
  }

  /// An identifier quoted for SQL (names come from the store's own schema or a checked backup).
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// The document as the backup file holds it: sorted keys, one line, so equal stores give equal
  /// bytes.
  public static func encoded(_ document: BackupDocument) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(document)
  }

  /// A document read back from a file's bytes.
  public static func decoded(_ data: Data) throws -> BackupDocument {
    try JSONDecoder().decode(BackupDocument.self, from: data)
  }
}
