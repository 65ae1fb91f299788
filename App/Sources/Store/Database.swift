public import CoreInterfaces

/// The live store: one SQLite connection owned by an actor, so every statement runs serially and
/// off the main actor. SQLite reports which tables each statement reads and changes, so an
/// observed query re-runs after any commit that changed a table it read, here or (for a file) in
/// another process.
public actor Database {
  private let connection: Connection
  /// Where the database lives.
  public nonisolated let location: DatabaseLocation
  /// Commit counters; observed queries compare them with what they saw when they last ran.
  private nonisolated let versions = MutableStateFlow(TableVersions())
  private var observers = 0
  private var watch: FileChangeWatch?
  private var dataVersion: SQLiteValue?
  /// Whether every page of the file has been read (``checkWholeFile()``), or it was new.
  private var wholeFileChecked: Bool
  /// The schema cookie (`PRAGMA schema_version`) when the tables were last found a new store's
  /// (``checkEveryTable()``), or when the store was made; `nil` before.
  private var checkedSchema: SQLiteValue?

  /// Opens (creating or migrating) the database at `location`. A file that is not a healthy
  /// Quiver database of a version this build knows is refused with a ``StoreError`` and left
  /// byte-for-byte as it was. Opening reads every page only when it writes (a migration); a
  /// read or write otherwise reads only the pages it needs, each checked as SQLite reads it.
  public init(_ location: DatabaseLocation) throws {
    let opened = try Opener.open(location)
    connection = opened.connection
    wholeFileChecked = opened.wholeFileChecked
    checkedSchema = opened.isNew ? try? connection.scalar("PRAGMA schema_version") : nil
    _ = connection.access.takeWrites()  // opening's own writes: nobody observes yet
    connection.recordsChanges = true  // from here on, once the store syncs (Outbox)
    self.location = location
  }

  /// Runs `body` against the connection, outside any transaction: reads only (a write goes
  /// through ``write(_:)``). A page SQLite finds broken is ``StoreError/corrupt(path:detail:)``.
  public func read<T: Sendable>(_ body: @Sendable (Connection) throws -> T) throws -> T {
    defer { publish(connection.access.takeWrites()) }
    return try namingDamage { try body(connection) }
  }

  /// Runs `body` in one transaction (one user action); on success, observed queries that read a
  /// table it changed re-run. If `body` throws, nothing it wrote is kept. A write checks the
  /// pages it touches, not the whole file (docs/STORE.md, "Opening safely"): a broken page it
  /// reads is ``StoreError/corrupt(path:detail:)`` and the transaction rolls back.
  @discardableResult
  public func write<T: Sendable>(_ body: @Sendable (Connection) throws -> T) throws -> T {
    try checkEveryTable()
    let result: T
    do {
      result = try namingDamage { try connection.transaction { try body(connection) } }
    } catch {
      _ = connection.access.takeWrites()
      throw error
    }
    publish(connection.access.takeWrites())
    return result
  }

  /// Runs `body` in one transaction as ``write(_:)`` does, except that what it changes is not
  /// recorded for other devices (sync applying theirs), optionally with foreign keys off (sync
  /// sweeps the rows another device's deletion left without a parent itself, so nothing is
  /// removed unseen by a cascade).
  @discardableResult
  public func writeUnrecorded<T: Sendable>(
    foreignKeys: Bool = true, _ body: @Sendable (Connection) throws -> T
  ) throws -> T {
    connection.recordsChanges = false
    if !foreignKeys { try connection.execute("PRAGMA foreign_keys = OFF") }
    defer {
      connection.recordsChanges = true
      if !foreignKeys { try? connection.execute("PRAGMA foreign_keys = ON") }
    }
    return try write(body)
  }

  /// Reads every page of the file once per connection (`PRAGMA quick_check`): a broken page or
  /// index is ``StoreError/corrupt(path:detail:)`` naming what SQLite found. `quiver check`
  /// runs it whatever it reads; the damage messages point there.
  public func checkWholeFile() throws {
    guard !wholeFileChecked else { return }
    try namingDamage { try Opener.checkWholeFile(connection, name: location.description) }
    wholeFileChecked = true
  }

  /// Refuses a store whose tables are not a new store's (another program dropped one, or
  /// rebuilt it with other columns, keys or references) with
  /// ``StoreError/corrupt(path:detail:)`` naming them. Opening does not look (it would cost every
  /// daily read the migrations' time); a read that needs a missing table names it. Every write
  /// asks here before its first statement (a write that met the damage halfway kept its first
  /// transaction while saying nothing was saved, or let a cascade skip the missing table), and
  /// so do the commands that read every table: `check`, `backup`, `restore` and `sync` (whose
  /// changeset apply would skip a missing table's rows). It looks again only when the file's
  /// schema has changed since (SQLite's schema cookie), so a store changed while the app holds it
  /// open is still met.
  ///
  /// What the file lacks of Quiver's derived schema is not the archer's data, and is made again
  /// here from a new store's definitions: its indexes and triggers, dropped or replaced (a
  /// missing trigger left the kept tallies behind unseen; `check` then names them), and the
  /// tables counted from other rows (``DerivedTables``), filled again. Returns what was made
  /// again (`index rounds_open`), for `check` to say.
  @discardableResult
  public func checkEveryTable() throws -> [String] {
    let cookie = try namingDamage { try connection.scalar("PRAGMA schema_version") }
    guard cookie != checkedSchema else { return [] }
    let made = try namingDamage { () throws -> [String] in
      let derived = try FreshSchema.missingTables(connection).filter {
        DerivedTables.rebuilds[$0] != nil
      }
      if let found = try FreshSchema.differences(connection, besides: Set(derived)) {
        throw StoreError.corrupt(path: location.description, detail: found)
      }
      let tables = derived.compactMap { name in
        FreshSchema.tables?[name].map { ("table \(name)", statements: [$0.sql]) }
      }
      let remade = tables + (try FreshSchema.derivedObjectsToMake(connection))
      guard !remade.isEmpty else { return [] }
      try connection.transaction {
        for (object, statements) in remade {
          do {
            for statement in statements { try connection.execute(statement) }
          } catch let error as SQLiteError {  // a unique index over rows made duplicate since
            throw StoreError.corrupt(
              path: location.description,
              detail:
                "\(object) is not as Quiver made it and cannot be made again (\(error.message))"
            )
          }
        }
        for name in derived { try DerivedTables.rebuilds[name]?(connection) }
      }
      return remade.map(\.0)
    }
    checkedSchema = try namingDamage { try connection.scalar("PRAGMA schema_version") }
    return made
  }

  /// Refuses a store that lacks one of a new store's tables, naming it: what a backup asks
  /// before it reads (a dropped table is never left out unsaid). Unlike ``checkEveryTable()``,
  /// a table with another shape (a column another program added) is backed up as it is, and
  /// nothing is written, so the archer can always save what is there.
  public func checkEveryTableIsThere() throws {
    let missing = try namingDamage { try FreshSchema.missingTables(connection) }
      .filter { DerivedTables.rebuilds[$0] == nil }  // counted again from the record on restore
    guard let line = FreshSchema.missingLine(missing) else { return }
    throw StoreError.corrupt(path: location.description, detail: line)
  }

  /// What reading every page of the file finds broken (`PRAGMA quick_check`), nil when every
  /// page is whole: for `quiver check`, which says it and mends what a repair can.
  public func wholeFileDamage() throws -> WholeFileDamage? {
    let damage = try namingDamage { try Opener.wholeFileDamage(connection) }
    if damage == nil { wholeFileChecked = true }
    return damage
  }

  /// Makes the derived `tables` (``DerivedTables``) and `indexes` (`BrokenIndexes`) again even
  /// when their pages are broken, then rewrites the file without their old pages (`VACUUM`,
  /// SQLite's own all-or-nothing rewrite) and reads every page again: the damage left, if any
  /// (`quiver check --repair`).
  public func rebuildDerivedTables(_ tables: [String], indexes: [String] = []) throws
    -> WholeFileDamage?
  {
    try write { db in
      try DerivedTables.replace(tables, db)
      try BrokenIndexes.remake(indexes.filter { !tables.contains($0) }, db)
    }
    try namingDamage { try connection.execute("VACUUM") }
    wholeFileChecked = false
    return try wholeFileDamage()
  }

  /// Runs `body`, turning SQLite's "damaged" and "not a database" into the ``StoreError`` that
  /// names the path and `quiver check`.
  private func namingDamage<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SQLiteError {
      throw Opener.damage(error, path: location.description) ?? error
    }
  }

  /// The result of `query` now, and again after every commit that changes a table it read (as
  /// SQLite reports them each time it runs): an observed query as a `Flow<T>`. For a file,
  /// another process's commits count too. `try await flow.first()` is the one-shot read.
  public nonisolated func observe<T: Sendable>(
    _ query: @escaping @Sendable (Connection) throws -> T
  ) -> Flow<T> {
    let versions = versions
    return Flow { continuation in
      let task = Task {
        await self.observationStarted()
        do {
          var (value, read, seen) = try await self.observedRead(query)
          continuation.yield(value)
          for await now in versions.values where now.changed(since: seen, for: read) {
            (value, read, seen) = try await self.observedRead(query)
            continuation.yield(value)
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
        await self.observationEnded()
      }
      return Cancellable { task.cancel() }
    }
  }

  /// Runs `query`, returning its value, the tables it read and the counters it read them at.
  private func observedRead<T: Sendable>(
    _ query: @Sendable (Connection) throws -> T
  ) throws -> (T, Set<String>, TableVersions) {
    connection.access.startRecordingReads()
    let value: T
    do {
      value = try read(query)
    } catch {
      _ = connection.access.stopRecordingReads()
      throw error
    }
    return (value, connection.access.stopRecordingReads(), versions.value)
  }

  private func publish(_ changed: Set<String>) {
    guard !changed.isEmpty else { return }
    versions.update { $0.commit(changed) }
  }

  /// The first observation of a file starts watching it for other processes' commits: the
  /// watch first, then the baseline, so a commit between the two is still noticed.
  private func observationStarted() {
    observers += 1
    guard observers == 1, case .file(let path) = location else { return }
    watch = FileChangeWatch(path: path) { [weak self] in
      Task { await self?.checkForCommitsElsewhere() }
    }
    dataVersion = try? connection.scalar("PRAGMA data_version")
  }

  /// The last observation ending stops the watch.
  private func observationEnded() {
    observers -= 1
    guard observers == 0 else { return }
    watch?.stop()
    watch = nil
  }

  /// `PRAGMA data_version` moves only when another connection commits: then every observed
  /// query re-runs (which tables changed is not known). A writer's last write to the WAL comes
  /// before its commit is visible (the fsync, then the shared index), so when nothing moved yet
  /// this waits for the writer's lock to be free (`busy_timeout` bounds it) and looks again.
  private func checkForCommitsElsewhere() {
    guard observers > 0 else { return }
    var now = try? connection.scalar("PRAGMA data_version")
    if now == dataVersion, (try? connection.execute("BEGIN IMMEDIATE; ROLLBACK")) != nil {
      now = try? connection.scalar("PRAGMA data_version")
    }
    guard let now, now != dataVersion else { return }
    dataVersion = now
    versions.update { $0.commitElsewhere() }
  }
}
