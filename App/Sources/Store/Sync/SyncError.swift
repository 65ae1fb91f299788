public import Foundation

/// Why `quiver sync` refused a folder, a file or a step; each says what to do, and nothing was
/// applied from what it names.
public enum SyncError: Error, Equatable, LocalizedError {
  /// SQLite could not walk a changeset to its end (cut short, or not a changeset).
  case unreadableChanges(code: Int32)
  /// A file in the folder is not a Quiver changeset.
  case notAChangeset(file: String)
  /// A changeset's bytes are fewer or other than its header says (cut short, or altered).
  case damagedChangeset(file: String, detail: String)
  /// A changeset that changes tables sync never sends (this device's own, derived, or unknown).
  case foreignTables(file: String, tables: [String])
  /// A changeset whose rows of these tables have other columns than this store's tables.
  case otherColumns(file: String, tables: [String])
  /// A file far larger than any changeset file sync writes.
  case oversized(file: String, bytes: Int)
  /// A changeset written by a newer Quiver than this one.
  case newerSchema(file: String, made: Int, reads: Int)
  /// Another store writes under this store's identity (a copy made by hand).
  case sharedIdentity(device: String, file: String)
  /// The folder cannot be used (missing, not a folder, not writable).
  case folderUnusable(path: String, detail: String)
  /// The store syncs through another folder, so its files are not in this one.
  case otherFolder(path: String)
  /// `sync resolve` named no conflict that is open.
  case noSuchConflict(id: Int)
  /// `sync resolve` cannot bring a value back on this device.
  case cannotResolve(id: Int, detail: String)

  /// One line: what is wrong and what to do.
  public var errorDescription: String? {
    switch self {
    case .unreadableChanges(let code):
      "the changes could not be read (SQLite code \(code)): the changeset is cut short or not one"
    case .notAChangeset(let file):
      "\(file) is not a Quiver changeset: nothing was applied from it; move it out of the sync folder"
    case .damagedChangeset(let file, let detail):
      "\(file) is damaged (\(detail)): nothing was applied from it or after it. On the device that wrote it, run 'quiver sync DIR --new-identity' (it sends every row again, under a new name); then remove this file and that device's later ones from the folder"
    case .foreignTables(let file, let tables):
      "\(file) changes \(tables.joined(separator: ", ")), which sync never sends: it was not written by Quiver's sync; nothing was applied from it or after it; move it out of the sync folder"
    case .otherColumns(let file, let tables):
      "\(file) holds rows of \(tables.joined(separator: ", ")) with other columns than this store's: its store's \(tables.count == 1 ? "table was" : "tables were") changed by another program ('quiver check' there names it); nothing was applied from it or after it"
    case .oversized(let file, let bytes):
      "\(file) holds \(bytes) bytes, far more than any changeset file: nothing was read from it or applied after it; move it out of the sync folder"
    case .newerSchema(let file, let made, let reads):
      "\(file) was written by a newer Quiver (store version \(made); this one reads up to \(reads)): update Quiver on this device, then sync again; nothing was applied from it"
    case .sharedIdentity(let device, let file):
      "another store also syncs as device \(device) (\(file) holds changes this store did not make): one of the two stores is a copy of the other; on this one run 'quiver sync DIR --new-identity' to give it its own identity (its rows are sent again under it, nothing is lost)"
    case .folderUnusable(let path, let detail):
      "cannot sync through \(path): \(detail)"
    case .otherFolder(let path):
      "this store syncs through another folder, so its earlier files are not in \(path) (a new or emptied folder, or another mount): to sync through \(path) from now on, run 'quiver sync \(path) --new-identity' (it sends every row there)"
    case .noSuchConflict(let id):
      "no open sync conflict \(id): 'quiver sync conflicts' lists them"
    case .cannotResolve(let id, let detail):
      "conflict \(id) cannot be settled that way here: \(detail)"
    }
  }
}
