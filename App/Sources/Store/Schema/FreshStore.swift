import CSQLite
import Foundation

/// A new store, made by copying: every migration runs once per process on an empty in-memory
/// database, and its pages are kept (`sqlite3_serialize`). Each new store is then a copy of
/// them (`sqlite3_backup`): the very schema the steps give, by construction, for the cost of a
/// few dozen pages instead of every step again (21 ms a store in a debug build, 78 ms under
/// ThreadSanitizer, where hundreds of tests each make a store).
enum FreshStore {
  /// A new store's pages, or `nil` if they could not be made (then each store runs the steps).
  static let image: Data? = {
    guard let connection = try? Connection(path: ":memory:"),
      (try? Opener.makeNew(connection)) != nil
    else { return nil }
    var size: sqlite3_int64 = 0
    guard let bytes = sqlite3_serialize(connection.handle, "main", &size, 0) else { return nil }
    defer { sqlite3_free(bytes) }
    return Data(bytes: bytes, count: Int(size))
  }()

  /// Copies the new store's pages into `connection`'s main database; `false` (nothing copied)
  /// when there are no pages to copy or the database is not empty: a copy never replaces what
  /// a database holds.
  static func copy(into connection: Connection) throws -> Bool {
    guard let image, try connection.scalar("SELECT count(*) FROM sqlite_master") == .integer(0)
    else { return false }
    let source = try Connection(path: ":memory:")
    // SQLite frees the buffer when `source` closes (FREEONCLOSE), so it is SQLite's to allocate.
    guard let buffer = sqlite3_malloc64(sqlite3_uint64(image.count)) else {
      throw SQLiteError(code: SQLITE_NOMEM, message: "out of memory", sql: nil)
    }
    let bytes = buffer.bindMemory(to: UInt8.self, capacity: image.count)
    image.copyBytes(to: bytes, count: image.count)
    let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
    let size = sqlite3_int64(image.count)
    let read = sqlite3_deserialize(source.handle, "main", bytes, size, size, flags)
    guard read == SQLITE_OK else {
      throw SQLiteError(code: read, message: "a new store's pages could not be read", sql: nil)
    }
    guard let backup = sqlite3_backup_init(connection.handle, "main", source.handle, "main") else {
      throw SQLiteError(
        code: sqlite3_errcode(connection.handle),
        message: String(cString: sqlite3_errmsg(connection.handle)), sql: nil)
    }
    let stepped = sqlite3_backup_step(backup, -1)
    let finished = sqlite3_backup_finish(backup)
    guard stepped == SQLITE_DONE, finished == SQLITE_OK else {
      throw SQLiteError(
        code: stepped == SQLITE_DONE ? finished : stepped,
        message: "a new store could not be written", sql: nil)
    }
    return true
  }

  /// Makes a new store at `path`, where nothing is yet, whole or not at all: the pages are
  /// copied into a hidden file of this process's beside it (``writeCopy(besides:)``), then
  /// moved into place without replacing anything (``publish(_:at:)``). Any failure leaves the
  /// path as it was, for ``Opener`` to make the store by its steps and name what stops it.
  /// What a killed process left beside `path` goes first.
  static func place(at path: String) {
    // SQLite's own name for a database in memory: no file is made for it. A store that exists
    // is looked at once (stat) and nothing more: the image is made only for a new one.
    guard path != ":memory:", case .missing = FileSystemPath.at(path), image != nil else { return }
    // Only a missing store's folder is read: what a kill before the move left is beside a path
    // that is still missing, and an open of a store that exists lists nothing.
    TemporaryFiles.removeLeftovers(besides: path)
    guard !hasJournals(besides: path), let copy = writeCopy(besides: path) else { return }
    defer { remove(copy) }
    _ = publish(copy, at: path)
  }

  /// Whether a deleted store's journals are still beside `path`. SQLite would replay them onto
  /// a copy put there (a WAL names no database file), bringing the old rows back or breaking
  /// pages; beside an empty file it ignores them, so the steps make that store instead.
  private static func hasJournals(besides path: String) -> Bool {
    ["-wal", "-journal", "-shm"].contains { suffix in
      if case .missing = FileSystemPath.at(path + suffix) { return false }
      return true
    }
  }

  /// A new store in a hidden file of this process's beside `path` (`TemporaryFiles`), in WAL
  /// mode, flushed and closed; `nil` (nothing left behind) if it cannot be written.
  static func writeCopy(besides path: String) -> String? {
    let temporary = TemporaryFiles.name(for: path)
    // Made here and now, so the copy lands in an empty file of this process's and nowhere else.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    close(descriptor)
    let written = (try? writeStore(at: temporary)) ?? false
    guard written else {
      remove(temporary)
      return nil
    }
    return temporary
  }

  /// Copies a new store into the empty file at `path` and switches it to WAL; the connection
  /// closes on return, checkpointing its WAL into the file.
  private static func writeStore(at path: String) throws -> Bool {
    let connection = try Connection(path: path)
    guard try copy(into: connection) else { return false }
    try connection.execute("PRAGMA journal_mode = WAL")
    return true
  }

  /// Gives the store written at `temporary` the name `path`, unless something has that name by
  /// now: moved in one step that never replaces (`quiver_rename_noreplace`), or, where the file
  /// system cannot, linked (`link(2)` never replaces either; the temporary name then goes after).
  static func publish(_ temporary: String, at path: String) -> Bool {
    if quiver_rename_noreplace(temporary, path) != 0 {
      guard errno == EINVAL || errno == ENOSYS, link(temporary, path) == 0 else { return false }
    }
    let folder = open(FileSystemPath.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)  // the new name survives a power cut, as the arrows written to it will
      close(folder)
    }
    return true
  }

  /// Removes `temporary` and what SQLite kept beside it.
  private static func remove(_ temporary: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
  }
}
