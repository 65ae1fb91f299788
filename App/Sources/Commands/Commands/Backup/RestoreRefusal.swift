import Foundation

/// A file `quiver restore` refuses as a whole, named as `import` names its files: an SQLite
/// database, text that is not JSON or is cut short, a rounds export. A refusal of the data
/// (exit 1); nothing was restored.
struct RestoreRefusal: Error, LocalizedError {
  let message: String
  var errorDescription: String? { message }

  /// A rounds export given to restore.
  static func export(_ path: String) -> RestoreRefusal {
    RestoreRefusal(
      message:
        "\(path) is a rounds export, not a backup: 'quiver import \(path)' adds its rounds. Nothing was restored."
    )
  }

  /// Why a file the backup decoder could not read at its top level (`error`) is no backup,
  /// from its first bytes; `nil` when the problem lies inside the data (the decoder names it).
  static func whole(_ path: String, _ head: Data, _ error: DecodingError) -> RestoreRefusal? {
    guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty else { return nil }
    let what: String
    if head.starts(with: Array("SQLite format 3\0".utf8)) {
      what = "is an SQLite database file, not a backup (open it with --db \(path))"
    } else if head.isEmpty {
      what = "is empty"
    } else if String(validating: head.prefix(4_096), as: UTF8.self) == nil || head.contains(0) {
      what = "is not text (a binary file, not a backup)"
    } else {
      what = "is not whole JSON (cut short, or another kind of file)"
    }
    return RestoreRefusal(
      message:
        "\(path) \(what); restore a file made by 'quiver backup --out FILE'. Nothing was restored.")
  }
}
