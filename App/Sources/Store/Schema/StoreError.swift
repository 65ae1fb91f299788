public import Foundation

/// Why the store cannot open or use a database, in words that say what to do.
public enum StoreError: Error, Equatable, LocalizedError {
  /// The file is not an SQLite database at all (or is damaged beyond reading its header).
  case notADatabase(path: String)
  /// The file is an SQLite database, but another application's.
  case notAQuiverDatabase(path: String)
  /// SQLite's own check found damage.
  case corrupt(path: String, detail: String)
  /// The database was written by a newer Quiver.
  case newerSchema(found: Int, supported: Int)

  /// What went wrong and what to do; the file was left as it was.
  public var errorDescription: String? {
    switch self {
    case .notADatabase(let path):
      "\(path) is not a Quiver database (not SQLite at all). It was left untouched; pass another --db path."
    case .notAQuiverDatabase(let path):
      "\(path) is another application's SQLite database. It was left untouched; pass another --db path."
    case .corrupt(let path, let detail):
      "\(path) is damaged (\(detail)). It was left untouched; restore a backup or pass another --db path."
    case .newerSchema(let found, let supported):
      "This database has schema version \(found), newer than this Quiver supports (\(supported)). Update Quiver; the file was left untouched."
    }
  }
}
