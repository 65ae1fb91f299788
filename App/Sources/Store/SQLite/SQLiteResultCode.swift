/// SQLite's result codes as people read them: the documented names, and what each means for
/// the database and what to do. See https://www.sqlite.org/rescode.html.
enum SQLiteResultCode {
  /// The documented name of a primary or extended result code; `SQLITE_<number>` if unknown.
  static func name(_ code: Int32) -> String {
    if let name = extended[code] { return name }
    guard let primary = primary[code & 0xFF] else { return "SQLITE_\(code)" }
    return code > 0xFF ? "\(primary) (\(code))" : primary
  }

  /// What a primary code says about the database, and what to do.
  static func meaning(_ primaryCode: Int32) -> (problem: String, advice: String) {
    switch primaryCode {
    case 5, 6:
      ("is busy", "another program is using it; try again when it has finished")
    case 8:
      ("is read-only", "make the file and its folder writable, or pass another --db path")
    case 11, 26:
      ("is damaged", "restore a backup or pass another --db path")
    case 13:
      ("is full", "free some disk space and try again; nothing was saved")
    case 10, 14, 15:
      ("could not be read or written", "check the disk and the file's permissions, then try again")
    case 7:
      ("ran out of memory", "close other programs and try again")
    case 19:
      ("refused a change that breaks its rules", "nothing was saved; please report this as a bug")
    default:
      ("failed", "nothing was saved; please report this as a bug")
    }
  }

  private static let primary: [Int32: String] = [
    1: "SQLITE_ERROR", 2: "SQLITE_INTERNAL", 3: "SQLITE_PERM", 4: "SQLITE_ABORT",
    5: "SQLITE_BUSY", 6: "SQLITE_LOCKED", 7: "SQLITE_NOMEM", 8: "SQLITE_READONLY",
    9: "SQLITE_INTERRUPT", 10: "SQLITE_IOERR", 11: "SQLITE_CORRUPT", 12: "SQLITE_NOTFOUND",
    13: "SQLITE_FULL", 14: "SQLITE_CANTOPEN", 15: "SQLITE_PROTOCOL", 16: "SQLITE_EMPTY",
    17: "SQLITE_SCHEMA", 18: "SQLITE_TOOBIG", 19: "SQLITE_CONSTRAINT", 20: "SQLITE_MISMATCH",
    21: "SQLITE_MISUSE", 22: "SQLITE_NOLFS", 23: "SQLITE_AUTH", 24: "SQLITE_FORMAT",
    25: "SQLITE_RANGE", 26: "SQLITE_NOTADB",
  ]

  private static let extended: [Int32: String] = [
    261: "SQLITE_BUSY_RECOVERY", 517: "SQLITE_BUSY_SNAPSHOT", 773: "SQLITE_BUSY_TIMEOUT",
    262: "SQLITE_LOCKED_SHAREDCACHE", 264: "SQLITE_READONLY_RECOVERY",
    520: "SQLITE_READONLY_CANTLOCK", 776: "SQLITE_READONLY_ROLLBACK",
    1032: "SQLITE_READONLY_DBMOVED", 266: "SQLITE_IOERR_READ", 522: "SQLITE_IOERR_SHORT_READ",
    778: "SQLITE_IOERR_WRITE", 1034: "SQLITE_IOERR_FSYNC", 1290: "SQLITE_IOERR_DIR_FSYNC",
    1546: "SQLITE_IOERR_TRUNCATE", 1802: "SQLITE_IOERR_FSTAT", 3082: "SQLITE_IOERR_NOMEM",
    3338: "SQLITE_IOERR_ACCESS", 4618: "SQLITE_IOERR_SHMOPEN", 4874: "SQLITE_IOERR_SHMSIZE",
    5386: "SQLITE_IOERR_SHMMAP", 267: "SQLITE_CORRUPT_VTAB", 270: "SQLITE_CANTOPEN_NOTEMPDIR",
    526: "SQLITE_CANTOPEN_ISDIR", 782: "SQLITE_CANTOPEN_FULLPATH", 275: "SQLITE_CONSTRAINT_CHECK",
    531: "SQLITE_CONSTRAINT_COMMITHOOK", 787: "SQLITE_CONSTRAINT_FOREIGNKEY",
    1043: "SQLITE_CONSTRAINT_FUNCTION", 1299: "SQLITE_CONSTRAINT_NOTNULL",
    1555: "SQLITE_CONSTRAINT_PRIMARYKEY", 1811: "SQLITE_CONSTRAINT_TRIGGER",
    2067: "SQLITE_CONSTRAINT_UNIQUE", 2323: "SQLITE_CONSTRAINT_VTAB",
    2579: "SQLITE_CONSTRAINT_ROWID",
  ]
}
