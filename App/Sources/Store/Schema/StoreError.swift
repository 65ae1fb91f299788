public import Foundation

/// Why the store cannot open or use a database, in words that say what to do. Every case is one
/// line naming the path; none carries SQL or a Foundation description.
public enum StoreError: Error, Equatable, LocalizedError {
  /// The file is not an SQLite database at all (or is damaged beyond reading its header).
  case notADatabase(path: String)
  /// The file is an SQLite database, but another application's.
  case notAQuiverDatabase(path: String)
  /// SQLite's own check found damage.
  case corrupt(path: String, detail: String)
  /// One of Quiver's own indexes is missing (another program dropped it): no record is lost,
  /// and `quiver check` makes it again.
  case indexMissing(path: String, index: String)
  /// The database was written by a newer Quiver.
  case newerSchema(found: Int, supported: Int)
  /// The path names a folder.
  case isFolder(path: String)
  /// The path names something that is neither a file nor a folder (`/dev/null`, a pipe).
  case notAFile(path: String)
  /// The file has no write permission.
  case readOnly(path: String)
  /// The folder the database is (or would be) in cannot be written.
  case folderReadOnly(path: String, folder: String)
  /// The file could not be read, or a new database could not be made at the path.
  case cannotOpen(path: String, reason: String)
  /// SQLite refused an operation on an open database.
  case failed(path: String, SQLiteError)

  /// What went wrong and what to do; the file was left as it was.
  public var errorDescription: String? {
    switch self {
    case .notADatabase(let path):
      "\(path) is not a Quiver database (not SQLite at all). It was left untouched; pass another --db path."
    case .notAQuiverDatabase(let path):
      "\(path) is another application's SQLite database. It was left untouched; pass another --db path."
    case .corrupt(let path, let detail):
      "\(path) is damaged (\(detail)). It was left untouched; restore a backup or pass another --db path."
    case .indexMissing(let path, let index):
      "\(path) lacks index \(index), which another program dropped; no record is lost. Nothing was changed; 'quiver check' makes it again."
    case .newerSchema(let found, let supported):
      "This database has schema version \(found), newer than this Quiver supports (\(supported)). Update Quiver; the file was left untouched."
    case .isFolder(let path):
      "\(path) is a folder, not a database file. It was left untouched; pass a file path such as \(Self.inside(path))."
    case .notAFile(let path):
      "\(path) is not a regular file (a device, pipe or socket). It was left untouched; pass a database file path."
    case .readOnly(let path):
      "\(path) is read-only and Quiver writes to its database. It was left untouched; make it writable (chmod u+w) or pass another --db path."
    case .folderReadOnly(let path, let folder):
      "The folder \(folder) is read-only, so the database \(path) cannot be written there (SQLite keeps its journal beside it). Nothing was changed; make the folder writable or pass another --db path."
    case .cannotOpen(let path, let reason):
      "Cannot open the database \(path): \(reason). Nothing was changed; pass another --db path."
    case .failed(let path, let error):
      "\(Self.subject(path)) \(error.problem): \(error.advice)."
    }
  }

  /// `The database at PATH`, or `The in-memory database`.
  private static func subject(_ path: String) -> String {
    path == DatabaseLocation.inMemory.description
      ? "The in-memory database" : "The database at \(path)"
  }

  /// `PATH/quiver.sqlite`.
  private static func inside(_ folder: String) -> String {
    (folder.hasSuffix("/") ? folder : folder + "/") + "quiver.sqlite"
  }
}
