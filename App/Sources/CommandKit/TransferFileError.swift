public import Analytics
public import Foundation

/// A file an import could not use, named as the person gave it.
public enum TransferFileError: Error, Equatable, LocalizedError {
  /// No such file.
  case missing(String)
  /// A device, pipe or socket that gave nothing to read.
  case notAFile(String)
  /// A file there, but no permission to read it.
  case unreadable(String)
  /// A folder where a file was expected.
  case isFolder(String)
  /// A CSV export, which cannot be imported.
  case csv(String)
  /// The file's content was refused: where in it (`line 12`, `rounds[0].id`, or the whole
  /// file), and why.
  case invalid(file: String, at: String, problem: String)
  /// Rounds in the file whose IDs are stored with different content.
  case conflict(file: String, ImportConflict)

  /// The one line a person reads.
  public var errorDescription: String? {
    switch self {
    case .missing(let path): "Cannot read \(path): there is no such file."
    case .notAFile(let path):
      "\(path) is not a regular file (a device, pipe or socket); give a file."
    case .unreadable(let path): "Cannot read \(path): no permission to read it."
    case .isFolder(let path): "\(path) is a folder; give a file."
    case .csv(let path):
      "\(path) is a CSV export, which is for spreadsheets and leaves out round details; import the JSON export ('quiver export --format json')."
    case .conflict(let file, let conflict): conflict.description(file: file)
    case .invalid(let file, "the file", let problem):
      "Nothing was imported: \(file) \(Self.aboutFile(problem)). Import a file made by 'quiver export --format json'."
    case .invalid(let file, let at, let problem) where at.hasPrefix("line "):
      "Nothing was imported: \(at) of \(file): \(Self.sentence(problem))."
    case .invalid(let file, let at, let problem):
      "Nothing was imported: \(at) in \(file): \(Self.sentence(problem))."
    }
  }

  /// `problem` without its closing full stop, so the message ends with one.
  private static func sentence(_ problem: String) -> String {
    problem.hasSuffix(".") ? String(problem.dropLast()) : problem
  }

  /// A whole-file problem said of the file: `it holds a JSON list…` → `holds a JSON list…`.
  private static func aboutFile(_ problem: String) -> String {
    let text = sentence(problem)
    return text.hasPrefix("it ") ? String(text.dropFirst(3)) : "is not a Quiver export: \(text)"
  }
}
