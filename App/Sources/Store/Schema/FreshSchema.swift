/// The tables a new store of this build has, and how a store another program changed differs
/// from them: a table dropped (or replaced by a view), or one whose columns are not those a new
/// store's has. Learned once per process from a new store's pages (`FreshStore.image`: every
/// migration, run in memory), so only the reads that need it pay for it: a write's first
/// statement, `check`, `backup`, `restore` and `sync` (`Database.checkEveryTable()`), never a
/// daily read (docs/STORE.md, "Opening safely").
enum FreshSchema {
  /// One table of a new store.
  struct Table {
    /// Its `CREATE TABLE` statement, as SQLite keeps it.
    let sql: String
    /// Its columns' names in order.
    let columns: [String]
  }

  /// A new store's tables by name, once per process (`nil` if a new store cannot be made).
  static let tables: [String: Table]? = {
    guard let fresh = try? Connection(path: ":memory:"),
      (try? FreshStore.copy(into: fresh)) == true,
      let rows = try? fresh.query(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table'",
        transform: { row in
          (row.string(0), row.string(1))
        })
    else { return nil }
    var tables: [String: Table] = [:]
    for (name, sql) in rows {
      guard let columns = try? columns(of: name, fresh) else { return nil }
      tables[name] = Table(sql: sql, columns: columns)
    }
    return tables
  }()

  /// A new store's indexes and triggers (Quiver's code, not the archer's data) by name, with
  /// their `CREATE` statements; SQLite's own indexes of a key are left out.
  static let derivedObjects: [String: (type: String, sql: String)] = {
    guard let fresh = try? Connection(path: ":memory:"),
      (try? FreshStore.copy(into: fresh)) == true,
      let rows = try? fresh.query(
        "SELECT name, type, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql NOT NULL",
        transform: { row in (row.string(0), (type: row.string(1), sql: row.string(2))) })
    else { return [:] }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }()

  /// A new store's indexes and triggers that `connection`'s store lacks (another program
  /// dropped them), as `index NAME` / `trigger NAME` with the statement that makes each, in
  /// name order.
  static func missingDerivedObjects(_ connection: Connection) throws -> [(String, sql: String)] {
    let present = Set(
      try connection.query("SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')") {
        $0.string(0)
      })
    return derivedObjects.filter { !present.contains($0.key) }.sorted { $0.key < $1.key }
      .map { ("\($0.value.type) \($0.key)", sql: $0.value.sql) }
  }

  /// What `connection`'s store lacks or holds otherwise of a new store's tables, in one line
  /// (`table ends is missing`, `table match_sets does not have the columns Quiver made it
  /// with`); `nil` when every table is there as a new store has it. The tables `Opener` makes
  /// again when missing (`remadeWhenMissing`) are left out, and so are those in `made`.
  static func differences(_ connection: Connection, besides made: Set<String> = []) throws
    -> String?
  {
    guard let tables else { return nil }
    let missing = try missingTables(connection).filter { !made.contains($0) }
    if !missing.isEmpty {
      return "\(named(missing)) \(missing.count == 1 ? "is" : "are") missing"
    }
    let expected = Set(tables.keys).subtracting(Opener.remadeWhenMissing).subtracting(made)
    let changed = try expected.sorted().filter {
      try columns(of: $0, connection) != tables[$0]?.columns
    }
    guard !changed.isEmpty else { return nil }
    return "\(named(changed)) \(changed.count == 1 ? "does" : "do") not have the columns Quiver "
      + "made \(changed.count == 1 ? "it" : "them") with; another program changed "
      + "\(changed.count == 1 ? "it" : "them")"
  }

  /// A new store's tables that `connection`'s store lacks, in name order (those `Opener` makes
  /// again itself left out).
  static func missingTables(_ connection: Connection) throws -> [String] {
    guard let tables else { return [] }
    let present = Set(
      try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) })
    return Set(tables.keys).subtracting(Opener.remadeWhenMissing).subtracting(present).sorted()
  }

  /// What is missing, when SQLite says a table or an index of a new store is not there
  /// (`no such table: main.ends`, `no such index: rounds_open`): another program dropped it. A
  /// name no new store has is not damage (nil): a bug, said as SQLite says it.
  static func missing(in error: SQLiteError) -> String? {
    for kind in ["table", "index"] {
      let prefix = "no such \(kind): "
      guard error.message.hasPrefix(prefix) else { continue }
      var name = error.message.dropFirst(prefix.count)
      if name.hasPrefix("main.") { name = name.dropFirst("main.".count) }
      if kind == "table", tables?[String(name)] != nil { return "table \(name) is missing" }
      if kind == "index", derivedObjects[String(name)] != nil {
        return "index \(name) is missing; 'quiver check' makes it again"
      }
    }
    return nil
  }

  /// `table T`, or `tables T, U`.
  private static func named(_ tables: [String]) -> String {
    "table\(tables.count == 1 ? "" : "s") \(tables.joined(separator: ", "))"
  }

  /// `table`'s columns in order, as SQLite declares them.
  private static func columns(of table: String, _ connection: Connection) throws -> [String] {
    try connection.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", table) {
      $0.string(0)
    }
  }
}
