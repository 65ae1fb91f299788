import Foundation

/// Where reported issues go. Production writes them to standard error; the test-support target
/// installs one that records a Swift Testing issue; tests may scope a collecting reporter.
public struct IssueReporter: Sendable {
  /// Receives one issue.
  public var report: @Sendable (ReportedIssue) -> Void

  /// Creates a reporter from a closure.
  public init(report: @escaping @Sendable (ReportedIssue) -> Void) { self.report = report }

  /// Writes each issue as one line to standard error, prefixed `[quiver]`.
  public static let standardError = IssueReporter { issue in
    FileHandle.standardError.write(Data("[quiver] \(issue)\n".utf8))
  }

  /// Appends each issue to `issues`, for tests that assert what was reported.
  public static func collecting(into issues: Locked<[ReportedIssue]>) -> IssueReporter {
    IssueReporter { issue in issues.withLock { $0.append(issue) } }
  }
}
