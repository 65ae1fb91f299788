public import CoreInterfaces
public import Foundation

/// Why an analytics operation failed, in words an archer can act on.
public enum AnalyticsError: Error, Equatable, LocalizedError, RecordGone {
  /// No stored round has this ID.
  case roundNotFound(RoundID)
  /// An import was refused before anything was written: where in the file, and why.
  case invalidImport(path: String, problem: String)

  /// Whether the round is gone (`RecordGone`): a screen showing it says so.
  public var recordIsGone: Bool {
    if case .roundNotFound = self { true } else { false }
  }

  /// What went wrong and what to do.
  public var errorDescription: String? {
    switch self {
    case .roundNotFound(let id): "No round \(id) exists; it may have been deleted."
    case .invalidImport(let path, let problem):
      "Nothing was imported: \(path): \(problem)."
    }
  }
}
