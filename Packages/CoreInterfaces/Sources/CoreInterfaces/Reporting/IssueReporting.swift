/// Reports issues to the innermost scoped reporter, else to the installed one, else to stderr.
///
/// The installed reporter is a process-wide hook set once by a test-support target (production
/// code never links Testing); scoped reporters are task-local, so parallel tests never see each
/// other's reports.
public enum IssueReporting {
  @TaskLocal static var scoped: IssueReporter?
  private static let installed = Locked<IssueReporter?>(nil)

  /// Installs the process-wide reporter used where no scoped reporter is set. Test support calls
  /// this; a second call replaces the first.
  public static func install(_ reporter: IssueReporter) {
    installed.withLock { $0 = reporter }
  }

  /// The reporter that a report made here and now would reach.
  public static var current: IssueReporter {
    if let scoped { return scoped }
    return installed.withLock { $0 } ?? .standardError
  }

  /// Runs `operation` with `reporter` receiving every issue reported in its task tree.
  @discardableResult
  public static func withReporter<R>(
    _ reporter: IssueReporter, operation: () throws -> R
  ) rethrows -> R {
    try $scoped.withValue(reporter, operation: operation)
  }

  /// Runs async `operation` with `reporter` receiving every issue reported in its task tree.
  @discardableResult
  public static func withReporter<R>(
    _ reporter: IssueReporter,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $scoped.withValue(reporter, operation: operation)
  }

  /// Reports a programming error; a test that sees it fails.
  public static func reportFailure(_ message: String, fileID: String = #fileID, line: Int = #line) {
    current.report(ReportedIssue(severity: .failure, message: message, fileID: fileID, line: line))
  }

  /// Reports something worth knowing that was handled (a late callback that was ignored).
  public static func reportWarning(_ message: String, fileID: String = #fileID, line: Int = #line) {
    current.report(ReportedIssue(severity: .warning, message: message, fileID: fileID, line: line))
  }
}
