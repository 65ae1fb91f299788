import CoreInterfaces
import Foundation

/// Opens a database safely: every check that can refuse a file only reads it, and nothing is
/// written (not even the WAL switch) until the file is known to be a healthy Quiver database of a
/// version this build understands. Every refusal is a ``StoreError`` naming the path; no
/// ``SQLiteError`` leaves here bare. The cheap checks run on every open; reading every page
/// (``checkWholeFile(_:name:)``) runs here only when opening itself writes (a migration, the
/// WAL switch, a table made again) and in `quiver check`; otherwise a read or a write checks
/// the pages it touches (`cell_size_check`), so neither costs more as the store grows
/// (docs/STORE.md, "Opening safely").
enum Opener {
  /// A connection opened by ``open(_:)``, and whether its whole file was checked to open it.
  struct Opened {
    /// The open connection.
    let connection: Connection
    /// Whether every page was read (``checkWholeFile(_:name:)``), or the file was new.
    let wholeFileChecked: Bool
    /// Whether the store was made by this open (its tables are a new store's by construction).
    let isNew: Bool
  }

  static func open(_ location: DatabaseLocation) throws -> Opened {
    if case .file(let path) = location {
      try DatabaseFile.check(path)
      FreshStore.place(at: path)  // a new file is a copy of a new store's pages (FreshStore)
    }
    let name = location.description
    do {
      return try openChecked(location)
    } catch let error as SQLiteError {
      throw damage(error, path: name) ?? StoreError.failed(path: name, error)
    }
  }

  /// The ``StoreError`` for SQLite saying the file is damaged (`SQLITE_CORRUPT`) or not a
  /// database (`SQLITE_NOTADB`), from any statement; `nil` for every other error.
  static func damage(_ error: SQLiteError, path: String) -> StoreError? {
    switch error.primaryCode {
    case 26: .notADatabase(path: path)
    case 11:
      .corrupt(path: path, detail: FileDamage.met)
    case 1: FreshSchema.missing(in: error, path: path)
    default: nil
    }
  }

  private static func openChecked(_ location: DatabaseLocation) throws -> Opened {
    let connection = try Connection(path: location.sqlitePath)
    // A connection setting, not a write: wait for another process (or a closing connection's
    // checkpoint) instead of failing the very first read with "database is locked".
    try connection.execute("PRAGMA busy_timeout = 5000")
    // Also a setting: every page SQLite reads has its cells checked against the page's bounds,
    // so a broken page a read or a write touches is SQLITE_CORRUPT, never used.
    try connection.execute("PRAGMA cell_size_check = ON")
    let name = location.description
    var state = try readState(connection)
    // A new in-memory store is a copy of a new store's pages (FreshStore): current, and whole.
    let copied = try state.tables == 0 && location == .inMemory && FreshStore.copy(into: connection)
    if copied { state = try readState(connection) }
    if state.tables > 0, state.applicationID != Int(Schema.applicationID) {
      throw StoreError.notAQuiverDatabase(path: name)
    }
    if state.version > Schema.currentVersion {
      throw StoreError.newerSchema(found: state.version, supported: Schema.currentVersion)
    }
    var checked = state.tables == 0 || copied  // a new file has no page to damage
    if state.tables > 0, !copied {
      // A table missing from a current file (or changed) is not looked for here: knowing a
      // new store's tables costs running every migration (half of a daily read's time). A
      // statement that needs the table names it (``damage(_:path:)``); a write, and every
      // command that reads every table, asks first (`FreshSchema`, `Database.checkEveryTable`).
      // Opening writes only to migrate, to switch to WAL or to make a table again: then every
      // page is read first, as before any write.
      let migrates = state.version < Schema.currentVersion
      let switches = try !isWAL(connection)
      let remakes = try !missingState(connection).isEmpty
      if migrates || switches || remakes {
        try checkWholeFile(connection, name: name)
        checked = true
      }
    }
    // From here on the file is ours to write.
    try setUp(connection)
    do {
      try migrate(connection, from: state.version, isNew: state.tables == 0)
    } catch let error as SQLiteError where state.tables > 0 && error.primaryCode == 1 {
      // SQLITE_ERROR while bringing an older file forward: its tables are not what its version
      // says (a lowered user_version, a table dropped by hand). The migration rolled back.
      throw StoreError.corrupt(
        path: name,
        detail:
          "it says schema version \(state.version), but its tables are not that version's; another program changed it"
      )
    }
    try remakeMissingState(connection)
    return Opened(
      connection: connection, wholeFileChecked: checked, isNew: state.tables == 0 || copied)
  }

  /// What opening reads before it decides anything: the file's application ID, schema version
  /// and how many schema objects it has (none: a new file).
  private static func readState(_ connection: Connection) throws -> (
    applicationID: Int, version: Int, tables: Int
  ) {
    (
      applicationID: try int(connection, "PRAGMA application_id"),
      version: try int(connection, "PRAGMA user_version"),
      tables: try int(connection, "SELECT count(*) FROM sqlite_master")
    )
  }

  /// The settings every store is written with: WAL, a flush at each commit, foreign keys.
  private static func setUp(_ connection: Connection) throws {
    try connection.execute(
      """
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA foreign_keys = ON;
      """)
  }

  /// Makes a new store on `connection`'s empty database by every migration step: the pages
  /// ``FreshStore`` copies into each new store.
  static func makeNew(_ connection: Connection) throws {
    try setUp(connection)
    try migrate(connection, from: 0, isNew: true)
    try remakeMissingState(connection)
  }

  /// Reads every page of the file (`PRAGMA quick_check`): a broken page or index is
  /// ``StoreError/corrupt(path:detail:)`` counting what it found and naming its tables, in
  /// Quiver's words (``FileDamage``), never pointing back at `quiver check`. Only reads.
  static func checkWholeFile(_ connection: Connection, name: String) throws {
    if let damage = try wholeFileDamage(connection) {
      throw StoreError.corrupt(path: name, detail: damage.detail)
    }
  }

  /// What reading every page found (nil when every page is whole): how many broken places and
  /// the tables that hold them. Only reads.
  static func wholeFileDamage(_ connection: Connection) throws -> WholeFileDamage? {
    let damage = try structuralDamage(connection)
    guard !damage.isEmpty else { return nil }
    // Where the schema's own rows can still be read, the lines' indexes and root pages name
    // their tables, and each table is checked alone; a schema too broken to read names none.
    let rows =
      (try? connection.query("SELECT type, name, tbl_name, rootpage FROM sqlite_master") {
        ($0.string(0), $0.string(1), $0.string(2), $0.int(3))
      }) ?? []
    let indexes = Dictionary(
      rows.filter { $0.0 == "index" }.map { ($0.1, $0.2) }, uniquingKeysWith: { a, _ in a })
    let roots = Dictionary(rows.map { ($0.3, $0.2) }, uniquingKeysWith: { a, _ in a })
    let named = FileDamage.tables(named: damage, indexes: indexes, roots: roots)
    let checked = rows.filter { $0.0 == "table" }.map(\.1).filter {
      (try? structuralDamage(connection, table: $0).isEmpty) == false
    }
    let schema =
      (try? connection.query("SELECT type, name, tbl_name, sql IS NULL, sql FROM sqlite_master") {
        (
          type: $0.string(0), name: $0.string(1), table: $0.string(2),
          sql: $0.bool(3) ? nil : $0.string(4)
        )
      }) ?? []
    // The indexes the lines name themselves (`… in index I`, or an index's first page).
    let namedIndexes = FileDamage.tables(
      named: damage, indexes: Dictionary(uniqueKeysWithValues: indexes.keys.map { ($0, $0) }),
      roots: Dictionary(
        rows.filter { $0.0 == "index" }.map { ($0.3, $0.1) }, uniquingKeysWith: { a, _ in a }))
    let (tables, broken) = BrokenIndexes.split(
      Set(named + checked).sorted(), schema: schema, named: Set(namedIndexes), connection)
    return WholeFileDamage(
      detail: FileDamage.found(damage, tables: tables, indexes: broken), tables: tables,
      indexes: broken)
  }

  /// The `CREATE TABLE` statement a new store of this build has for `table`, if any.
  static func freshDefinition(of table: String) -> String? { FreshSchema.tables?[table]?.sql }

  /// Whether the file is in WAL mode already (asking, not switching).
  private static func isWAL(_ connection: Connection) throws -> Bool {
    try connection.scalar("PRAGMA journal_mode") == .text("wal")
  }

  /// Tables that hold no archer's data (the app's saved place only): one found missing is made
  /// again as a new store has it (no saved place) instead of refusing the whole file.
  static let remadeWhenMissing: Set = ["navigation_path"]

  /// Makes each of ``remadeWhenMissing`` that the file lacks, from a new store's own definition.
  private static func remakeMissingState(_ connection: Connection) throws {
    for name in try missingState(connection) {
      guard let sql = FreshSchema.tables?[name]?.sql else { continue }
      try connection.execute(sql)
    }
  }

  /// Those of ``remadeWhenMissing`` the file lacks, by name.
  private static func missingState(_ connection: Connection) throws -> [String] {
    let present = Set(
      try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) })
    return remadeWhenMissing.subtracting(present).sorted()
  }

  /// Applies every migration after `version` in one transaction with the version bump: a crash
  /// leaves the file as it was or current, never between. Once the schema is current, derived
  /// rows a step asked for are rebuilt by today's code in the same transaction (a step's own
  /// code would meet a schema it was not written for). `target` below the current version is
  /// for tests that build an older file.
  static func migrate(
    _ connection: Connection, from version: Int, isNew: Bool,
    through target: Int = Schema.currentVersion
  ) throws {
    if isNew { try connection.execute("PRAGMA application_id = \(Schema.applicationID)") }
    let steps = Schema.migrations.filter { $0.version > version && $0.version <= target }
    guard let last = steps.last else { return }
    // A table rebuild needs foreign keys off, which SQLite ignores inside a transaction: turned
    // off before it and back on after, and checked in it before the commit.
    let rebuilds = steps.contains(where: \.rebuildsTables)
    let keysWereOn = try int(connection, "PRAGMA foreign_keys") == 1
    if rebuilds { try connection.execute("PRAGMA foreign_keys = OFF") }
    defer { if rebuilds && keysWereOn { try? connection.execute("PRAGMA foreign_keys = ON") } }
    try connection.transaction {
      // Rows another tool left broken before are `quiver check`'s to name, not a reason to
      // refuse the file: only a key the rebuild itself broke rolls the migration back.
      let brokenBefore = rebuilds ? try brokenForeignKeys(connection) : [:]
      for step in steps { try connection.execute(step.sql) }
      if rebuilds,
        let broken = try brokenForeignKeys(connection)
          .filter({ $0.value > brokenBefore[$0.key, default: 0] }).keys.min()
      {
        throw StoreError.corrupt(path: "the database", detail: broken)
      }
      if target == Schema.currentVersion, steps.contains(where: \.rebuildsSummaries) {
        try RoundSummaries.rebuildAll(connection)
      }
      if target == Schema.currentVersion, steps.contains(where: \.completesWholeRounds) {
        try completeWholeRounds(connection)
      }
      try connection.execute("PRAGMA user_version = \(last.version)")
    }
  }

  /// How many rows `PRAGMA foreign_key_check` finds in each table naming each missing parent
  /// (`a rounds row names a missing bow_setups`); empty when every foreign key holds. Counted by
  /// table, not by row: a table rebuilt `WITHOUT ROWID` (ends, schema 20) has no row numbers to
  /// compare before and after.
  private static func brokenForeignKeys(_ connection: Connection) throws -> [String: Int] {
    var found: [String: Int] = [:]
    _ = try connection.query("PRAGMA foreign_key_check") {
      found["a \($0.string(0)) row names a missing \($0.string(2))", default: 0] += 1
    }
    return found
  }

  /// Completes every open round whose arrows make it whole, as a save of its last arrow would
  /// have. Decided in Swift by `RoundProgress.settledStatus` over the rebuilt summaries (the rule
  /// has one home; SQL spelling it again could drift from it), so it runs after the rebuild.
  static func completeWholeRounds(_ connection: Connection) throws {
    let ids = try connection.query("SELECT id FROM rounds") { $0.string(0) }
    for id in ids {
      // A summary that cannot be read is `quiver check`'s to name; the round is left as it is.
      guard let summary = (try? RoundSummaries.stored(id, connection))?.summary else { continue }
      let progress = RoundProgress(
        arrowsInRound: summary.arrowsInRound, status: summary.status,
        arrowsShot: summary.tally.arrows)
      guard progress.settledStatus != summary.status else { continue }
      _ = try connection.run(
        "UPDATE rounds SET status = ? WHERE id = ?", progress.settledStatus.rawValue, id)
      try RoundSummaries.rewrite(id, connection)
    }
  }

  /// What `PRAGMA quick_check` finds that SQLite itself cannot use: broken pages and indexes.
  /// A row that merely breaks a CHECK or NOT NULL constraint (edited by another tool, or written
  /// by an older Quiver) is not the file's damage: it is left for the readers, which name the row
  /// and read every other one (issue 16). Connection settings, not writes: `cell_size_check` is
  /// off for it, so quick_check lists what it finds rather than stopping at the first page.
  private static func structuralDamage(
    _ connection: Connection, table: String? = nil
  ) throws -> [String] {
    try connection.execute("PRAGMA ignore_check_constraints = ON; PRAGMA cell_size_check = OFF")
    defer {
      try? connection.execute("PRAGMA ignore_check_constraints = OFF; PRAGMA cell_size_check = ON")
    }
    // A page too broken to read stops quick_check with SQLITE_CORRUPT after the lines it gave:
    // those lines (or that one page) are what it found, not a reason to point at itself.
    var lines: [String] = []
    let argument = table.map { "(\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\")" } ?? ""
    do {
      _ = try connection.query("PRAGMA quick_check\(argument)") { lines.append($0.string(0)) }
    } catch let error as SQLiteError where error.primaryCode == 11 {
      let found = lines.flatMap { $0.split(separator: "\n") }
      if found.allSatisfy({ $0 == "ok" || $0.hasPrefix("***") }) { lines.append("a broken page") }
    }
    return lines.filter { $0 != "ok" && !isRowConstraint($0) }
  }

  /// Whether a quick_check line names a row that breaks a column constraint: `CHECK constraint
  /// failed in T` (should checks not be ignored), `NULL value in T.C`, or a STRICT table's
  /// `non-TYPE value in T.C` (but not `non-unique entry in index I`, a broken index).
  private static func isRowConstraint(_ line: String) -> Bool {
    line.hasPrefix("CHECK constraint failed in ") || line.hasPrefix("NULL value in ")
      || (line.hasPrefix("non-") && line.contains(" value in "))
  }

  private static func int(_ connection: Connection, _ sql: String) throws -> Int {
    guard case .integer(let value)? = try connection.scalar(sql) else { return 0 }
    return Int(value)
  }
}
