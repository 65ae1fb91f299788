import CoreInterfaces
import Foundation

/// Where a command writes: data and results to standard output, errors and progress to standard
/// error. Commands never call `print`, so tests can capture both streams in process.
public struct Output: Sendable {
  /// Writes text to standard output.
  public let write: @Sendable (String) -> Void
  /// Writes text to standard error.
  public let writeError: @Sendable (String) -> Void
  /// Why a write to standard output failed (the disk is full, the pipe closed), or `nil` while
  /// every write has succeeded: the command line then exits 1 instead of claiming success.
  public let failure: @Sendable () -> String?

  /// An output over two writers; `failure` reports a failed write to standard output.
  public init(
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    failure: @escaping @Sendable () -> String? = { nil }
  ) {
    self.write = write
    self.writeError = writeError
    self.failure = failure
  }

  /// The process's standard output and standard error. A failed write to standard output is
  /// remembered (see ``failure``); one to standard error has nowhere left to be reported.
  public static let standard: Output = {
    let failed = Locked<String?>(nil)
    return Output(
      write: { text in
        guard let code = StandardStream.write(text, to: STDOUT_FILENO) else { return }
        failed.withLock { $0 = $0 ?? String(cString: strerror(code)) }
      },
      writeError: { _ = StandardStream.write($0, to: STDERR_FILENO) },
      failure: { failed.withLock { $0 } })
  }()

  /// Writes `text` and a newline to standard output.
  public func line(_ text: String = "") { write(text + "\n") }

  /// Writes `quiver: text` and a newline to standard error, as one line: control characters and
  /// bidirectional overrides in it (from a value someone typed) are shown as `?`, so an error
  /// can neither forge lines nor rewrite the terminal.
  public func error(_ text: String) { writeError("quiver: \(Names.shownSafely(text))\n") }

  /// Throws ``OutputWriteError`` when a write to standard output has failed, so a command stops
  /// before it reports a success its output did not have.
  public func checkWritten() throws(OutputWriteError) {
    if let reason = failure() { throw OutputWriteError(reason: reason) }
  }
}
