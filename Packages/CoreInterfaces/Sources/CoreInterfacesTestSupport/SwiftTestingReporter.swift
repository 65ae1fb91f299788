public import CoreInterfaces
import Testing

extension IssueReporter {
  /// Records each reported issue as a Swift Testing issue (warnings with warning severity), so an
  /// unimplemented endpoint or a missing live value fails the test that reached it.
  public static let swiftTesting = IssueReporter { issue in
    let location = SourceLocation(
      fileID: issue.fileID, filePath: issue.fileID, line: issue.line, column: 1)
    Issue.record(
      Comment(rawValue: issue.message),
      severity: issue.severity == .failure ? .error : .warning,
      sourceLocation: location)
  }
}
