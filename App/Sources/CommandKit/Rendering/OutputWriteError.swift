/// Standard output refused a write (the disk is full, the reader went away): what was printed is
/// incomplete, so the command fails instead of reporting success.
public struct OutputWriteError: Error, Equatable, CustomStringConvertible {
  /// The system's reason, such as "No space left on device".
  public let reason: String

  /// The one line a person reads.
  public var description: String {
    "Could not write to standard output: \(reason). The output is incomplete."
  }
}
