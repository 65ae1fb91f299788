import CoreInterfaces
import Foundation

/// The checks on `--db PATH` made before SQLite sees it, by looking only: a folder, a device, a
/// read-only file or folder, or a file that is not SQLite is refused with a ``StoreError`` and
/// left as it was. A missing file's folder is made, as a new database needs it.
enum DatabaseFile {
  /// Throws a ``StoreError`` unless `path` is a writable SQLite file, an empty file, or nothing
  /// yet in a writable folder.
  static func check(_ path: String) throws(StoreError) {
    guard !path.isEmpty else { throw .cannotOpen(path: "''", reason: "the path is empty") }
    // `real.sqlite/` is no file to stat(2), but SQLite drops the slash and opens real.sqlite:
    // every check below would look at nothing while SQLite wrote to the file.
    if path.hasSuffix("/"), case .folder = FileSystemPath.at(path) { throw .isFolder(path: path) }
    guard !path.hasSuffix("/") else {
      throw .cannotOpen(path: path, reason: "a path ending in '/' names a folder, not a file")
    }
    let folder = FileSystemPath.folder(of: path)
    switch FileSystemPath.at(path) {
    case .folder: throw .isFolder(path: path)
    case .special: throw .notAFile(path: path)
    case .file(writable: false): throw .readOnly(path: path)
    case .file(writable: true):
      if case .folder(writable: false) = FileSystemPath.at(folder) {
        throw .folderReadOnly(path: path, folder: folder)
      }
      try lookOnce(at: path)
    case .missing:
      try makeFolder(folder, for: path)
      _ = looked.withLock { $0.insert(resolved(path)) }  // a new file: nothing to look at, ever
    }
  }

  /// Makes `folder` (and its parents) for a new database at `path`.
  private static func makeFolder(_ folder: String, for path: String) throws(StoreError) {
    switch FileSystemPath.at(folder) {
    case .folder(writable: true): return
    case .folder(writable: false): throw .folderReadOnly(path: path, folder: folder)
    case .file, .special: throw .cannotOpen(path: path, reason: "\(folder) is not a folder")
    case .missing:
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .cannotOpen(path: path, reason: "its folder \(folder) could not be made")
      }
    }
  }

  /// The files (their resolved paths) whose header this process has read. Closing any
  /// descriptor of a file drops every POSIX lock the process holds on it, SQLite's own among
  /// them: a WAL connection's shared lock, held while it is open, which tells another process's
  /// closing connection that it is not the file's last user. Without it, that process would
  /// checkpoint and delete the WAL beneath this one (what `quiver check`, opening the file on
  /// two connections, met beside a writer: torn reads called damage). So a file is looked at
  /// only before this process has a connection on it; after that SQLite's own "not a database"
  /// answers for it.
  private static let looked = Locked<Set<String>>([])

  /// Reads `path`'s header the first time this process opens it (``looked``), never again.
  private static func lookOnce(at path: String) throws(StoreError) {
    try looked.withLock { (paths: inout Set<String>) throws(StoreError) in
      let file = resolved(path)
      guard !paths.contains(file) else { return }
      try checkHeader(of: path)
      paths.insert(file)
    }
  }

  /// `path` with its folders and links resolved, so one file has one name (a file not made
  /// yet: its folder resolved).
  private static func resolved(_ path: String) -> String {
    func real(_ path: String) -> String? {
      guard let pointer = realpath(path, nil) else { return nil }
      defer { free(pointer) }
      return String(cString: pointer)
    }
    let folder = FileSystemPath.folder(of: path)
    let name = (path as NSString).lastPathComponent
    return real(path) ?? real(folder).map { ($0 as NSString).appendingPathComponent(name) } ?? path
  }

  /// Refuses a non-empty file that does not start with SQLite's magic header.
  private static func checkHeader(of path: String) throws(StoreError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: path, reason: FileSystemPath.reason(errno))
    }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 16)
    let count = read(descriptor, &header, 16)
    guard count != 0 else { return }  // empty file: becomes a new database
    guard count == 16, header == Array("SQLite format 3\0".utf8) else {
      throw .notADatabase(path: path)
    }
  }
}
