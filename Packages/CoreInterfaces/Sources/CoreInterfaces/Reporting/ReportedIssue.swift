/// Something that went wrong at run time without throwing: an unimplemented endpoint, a missing
/// live registration, a late callback. Tests turn failures into test failures.
public struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  /// How serious the issue is.
  public enum Severity: String, Sendable, Equatable {
    /// A programming error: a test that sees one fails.
    case failure
    /// Worth knowing, not wrong: a late or duplicate callback that was ignored.
    case warning
  }

  /// How serious the issue is.
  public var severity: Severity
  /// What happened and, where possible, what to do about it.
  public var message: String
  /// The file (`#fileID`) the issue was reported from.
  public var fileID: String
  /// The line the issue was reported from.
  public var line: Int

  /// Creates an issue.
  public init(severity: Severity, message: String, fileID: String, line: Int) {
    self.severity = severity
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// `failure: message (fileID:line)`, the form written to standard error.
  public var description: String { "\(severity.rawValue): \(message) (\(fileID):\(line))" }
}
