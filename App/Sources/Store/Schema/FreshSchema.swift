/// What a new store of this build holds, and how a store another program changed differs from
/// it: a table dropped (or replaced by a view) or rebuilt with other columns, keys or
/// references; an index or trigger dropped or replaced. Learned once per process from a new
/// store's pages (`FreshStore.image`: every migration, run in memory), so only what needs it
/// pays for it: a write, `check`, `backup`, `restore` and `sync` (`Database.checkEveryTable()`),
/// never a daily read (docs/STORE.md, "Opening safely").
enum FreshSchema {
  /// One table of a new store.
  struct Table {
    /// Its `CREATE TABLE` statement, as SQLite keeps it.
    let sql: String
    /// Its shape (``shape(of:_:)``).
    let shape: [String]
  }

  /// One index or trigger of a new store: Quiver's code, not the archer's data.
  struct DerivedObject {
    /// `index` or `trigger`.
    let type: String
    /// Its `CREATE` statement, as SQLite keeps it.
    let sql: String
  }

  /// A new store's tables by name, once per process (`nil` if a new store cannot be made).
  static let tables: [String: Table]? = {
    guard let fresh = newStore(),
      let rows = try? fresh.query(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table'",
        transform: { row in (row.string(0), row.string(1)) })
    else { return nil }
    var tables: [String: Table] = [:]
    for (name, sql) in rows {
      guard let shape = try? shape(of: name, fresh) else { return nil }
      tables[name] = Table(sql: sql, shape: shape)
    }
    return tables
  }()

  /// A new store's indexes and triggers by name; SQLite's own indexes of a key are left out
  /// (they are part of their table's shape).
  static let derivedObjects: [String: DerivedObject] = {
    guard let fresh = newStore(),
      let rows = try? fresh.query(
        "SELECT name, type, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql NOT NULL",
        transform: { row in (row.string(0), DerivedObject(type: row.string(1), sql: row.string(2)))
        })
    else { return [:] }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }()

  /// A new store's indexes and triggers that `connection`'s store lacks, or holds with another
  /// statement (another program dropped or replaced them), as `index NAME` / `trigger NAME` with
  /// the statements that make each again, in name order.
  static func derivedObjectsToMake(_ connection: Connection) throws
    -> [(String, statements: [String])]
  {
    var held: [String: (type: String, sql: String)] = [:]
    _ = try connection.query(
      "SELECT name, type, coalesce(sql, '') FROM sqlite_master WHERE type IN ('index', 'trigger')"
    ) { held[$0.string(0)] = ($0.string(1), $0.string(2)) }
    return derivedObjects.sorted { $0.key < $1.key }.compactMap { name, object in
      guard let found = held[name] else { return ("\(object.type) \(name)", [object.sql]) }
      guard found.type != object.type || found.sql != object.sql else { return nil }
      // Only an index or a trigger of that name is dropped; anything else stays and the
      // statement that makes Quiver's fails, named.
      let drop =
        ["index", "trigger"].contains(found.type) ? ["DROP \(found.type) \"\(name)\""] : []
      return ("\(object.type) \(name)", drop + [object.sql])
    }
  }

  /// A new store's tables that `connection`'s store lacks, in name order (those `Opener` makes
  /// again itself left out).
  static func missingTables(_ connection: Connection) throws -> [String] {
    guard let tables else { return [] }
    let present = Set(
      try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) })
    return Set(tables.keys).subtracting(Opener.remadeWhenMissing).subtracting(present).sorted()
  }

  /// What `connection`'s store lacks or holds otherwise of a new store's tables, in one line
  /// (`table ends is missing`, `table match_sets is not as Quiver made it ...`); `nil` when
  /// every table is there as a new store has it. The tables `Opener` makes again when missing
  /// (`remadeWhenMissing`) are left out, and so are those in `made`.
  static func differences(_ connection: Connection, besides made: Set<String> = []) throws
    -> String?
  {
    guard let tables else { return nil }
    if let missing = missingLine(try missingTables(connection).filter { !made.contains($0) }) {
      return missing
    }
    let expected = Set(tables.keys).subtracting(Opener.remadeWhenMissing).subtracting(made)
    let changed = try expected.sorted().filter {
      try shape(of: $0, connection) != tables[$0]?.shape
    }
    guard !changed.isEmpty else { return nil }
    return "\(named(changed)) \(changed.count == 1 ? "is" : "are") not as Quiver made "
      + "\(changed.count == 1 ? "it" : "them") (columns, keys or references differ); "
      + "another program changed \(changed.count == 1 ? "it" : "them")"
  }

  /// The store's error when SQLite says a table or an index of a new store is not there
  /// (`no such table: main.ends`, `no such index: rounds_open`): another program dropped it. A
  /// name no new store has is not damage (nil): a bug, said as SQLite says it.
  static func missing(in error: SQLiteError, path: String) -> StoreError? {
    for kind in ["table", "index"] {
      let prefix = "no such \(kind): "
      guard error.message.hasPrefix(prefix) else { continue }
      var name = String(error.message.dropFirst(prefix.count))
      if name.hasPrefix("main.") { name = String(name.dropFirst("main.".count)) }
      if kind == "table", tables?[name] != nil {
        return .corrupt(path: path, detail: "table \(name) is missing")
      }
      if kind == "index", derivedObjects[name] != nil {
        return .indexMissing(path: path, index: name)
      }
    }
    return nil
  }

  /// A table's shape as SQLite reports it: each column (name, type, NOT NULL, default, place in
  /// the key), each reference to another table and its actions, the indexes its UNIQUE and
  /// PRIMARY KEY constraints make, and whether it is `WITHOUT ROWID` or `STRICT`. A table rebuilt
  /// with the same column names but another key or type (which sync and the reads rely on)
  /// differs; a `CHECK` constraint is not compared (SQLite reports it only in the statement's
  /// text).
  static func shape(of table: String, _ connection: Connection) throws -> [String] {
    let columns = try connection.query(
      """
      SELECT name || ' ' || type || ' ' || "notnull" || ' ' || coalesce(dflt_value, '-') || ' '
        || pk || ' ' || hidden FROM pragma_table_xinfo(?) ORDER BY cid
      """, table
    ) { "column " + $0.string(0) }
    let references = try connection.query(
      """
      SELECT "table" || ' ' || "from" || ' ' || coalesce("to", '-') || ' ' || on_update || ' '
        || on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq
      """, table
    ) { "reference " + $0.string(0) }
    let keys = try connection.query(
      """
      SELECT name || ' ' || "unique" || ' ' || origin FROM pragma_index_list(?)
      WHERE origin <> 'c' ORDER BY name
      """, table
    ) { "key " + $0.string(0) }
    let kind = try connection.query(
      "SELECT wr || ' ' || strict FROM pragma_table_list(?) WHERE schema = 'main'", table
    ) { "kind " + $0.string(0) }
    return columns + references + keys + kind
  }

  /// A new store in memory (`nil` if one cannot be made).
  private static func newStore() -> Connection? {
    guard let fresh = try? Connection(path: ":memory:"),
      (try? FreshStore.copy(into: fresh)) == true
    else { return nil }
    return fresh
  }

  /// `table T is missing` or `tables T, U are missing`; `nil` for none.
  static func missingLine(_ missing: [String]) -> String? {
    missing.isEmpty ? nil : "\(named(missing)) \(missing.count == 1 ? "is" : "are") missing"
  }

  /// `table T`, or `tables T, U`.
  private static func named(_ tables: [String]) -> String {
    "table\(tables.count == 1 ? "" : "s") \(tables.joined(separator: ", "))"
  }
}
