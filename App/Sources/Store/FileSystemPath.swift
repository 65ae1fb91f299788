import Foundation

/// What is at a path on disk, read with `stat(2)` and nothing else: the one look both the store
/// (before opening `--db PATH`) and the command line (before writing `--out FILE`) take, so a
/// folder, a device or a read-only file is refused before anything touches it.
public enum FileSystemPath: Equatable, Sendable {
  /// Nothing is there (or a link that points nowhere).
  case missing
  /// A folder.
  case folder(writable: Bool)
  /// A regular file.
  case file(writable: Bool)
  /// Something else: a device such as `/dev/null`, a pipe, a socket.
  case special

  /// What is at `path`, following symbolic links.
  public static func at(_ path: String) -> FileSystemPath {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    // Read-only means "no write permission bit at all", even for root (who may write anyway):
    // a file or folder someone marked read-only is not Quiver's to change.
    let writable = access(path, W_OK) == 0 && status.st_mode & 0o222 != 0
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder(writable: writable)
    case S_IFREG: return .file(writable: writable)
    default: return .special
    }
  }

  /// The folder `path` is in: `"."` for a bare name, `"/"` at the root. Plain string work, so no
  /// path is ever too odd to split.
  public static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let folder = trimmed[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The last component of `path` (after the last `/`).
  public static func name(of path: String) -> String {
    String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
  }

  /// The system's words for `errno` (`No space left on device`), for a one-line message.
  public static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
