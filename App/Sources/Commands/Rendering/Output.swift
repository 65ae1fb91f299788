import CoreInterfaces
import Foundation

/// Where a command writes: data and results to standard output, errors and progress to standard
/// error. Commands never call `print`, so tests can capture both streams in process.
public struct Output: Sendable {
  /// Writes text to standard output.
  public let write: @Sendable (String) -> Void
  /// Writes text to standard error.
  public let writeError: @Sendable (String) -> Void

  /// An output over two writers.
  public init(
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
  ) {
    self.write = write
    self.writeError = writeError
  }

  /// The process's standard output and standard error. A write that fails (a terminal that hung
  /// up, a closed pipe) is dropped rather than crashing: what the command saved is saved.
  public static let standard = Output(
    write: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
    writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })

  /// Writes `text` and a newline to standard output.
  public func line(_ text: String = "") { write(text + "\n") }

  /// Writes `quiver: text` and a newline to standard error, as one line: control characters and
  /// bidirectional overrides in it (from a value someone typed) are shown as `?`, so an error
  /// can neither forge lines nor rewrite the terminal.
  public func error(_ text: String) { writeError("quiver: \(Names.shownSafely(text))\n") }
}
