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
    guard let fresh = try? Connection(path: ":memory:"), (try? FreshStore.copy(into: fresh)) == true,
      let rows = try? fresh.query(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table'", transform: { row in
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

  /// What `connection`'s store lacks or holds otherwise of a new store's tables, in one line
  /// (`table ends is missing`, `table match_sets does not have the columns Quiver made it
  /// with`); `nil` when every table is there as a new store has it. The tables `Opener` makes
  /// again when missing (`remadeWhenMissing`) are left out.
  static func differences(_ connection: Connection) throws -> String? {
    guard let tables else { return nil }
    let present = Set(
      try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) })
    let expected = Set(tables.keys).subtracting(Opener.remadeWhenMissing)
    let missing = expected.subtracting(present).sorted()
    if !missing.isEmpty {
      return "\(named(missing)) \(missing.count == 1 ? "is" : "are") missing"
    }
    let changed = try expected.sorted().filter {
      try columns(of: $0, connection) != tables[$0]?.columns
    }
    guard !changed.isEmpty else { return nil }
    return "\(named(changed)) \(changed.count == 1 ? "does" : "do") not have the columns Quiver "
      + "made \(changed.count == 1 ? "it" : "them") with; another program changed "
      + "\(changed.count == 1 ? "it" : "them")"
  }

  /// The table of a new store that SQLite says is not there (`no such table: main.ends`), if
  /// `error` says so: another program dropped it. A name no new store has is not damage (nil).
  static func missingTable(in error: SQLiteError) -> String? {
    let prefix = "no such table: "
    guard error.message.hasPrefix(prefix) else { return nil }
    var name = error.message.dropFirst(prefix.count)
    if name.hasPrefix("main.") { name = name.dropFirst("main.".count) }
    return tables?[String(name)] == nil ? nil : String(name)
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
