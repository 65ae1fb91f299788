/// Standard output refused a write (the disk is full, the reader went away): what was printed is
/// incomplete, so the command fails instead of reporting success. A write the command made is
/// committed before it prints, so the line says it stays: a script must not run it again to save
/// it (stranger-final F5: `match set … | true` retried would be a second set).
public struct OutputWriteError: Error, Equatable, CustomStringConvertible {
  /// The system's reason, such as "No space left on device".
  public let reason: String

  /// The one line a person reads.
  public var description: String {
    "Could not write to standard output: \(reason). The output is incomplete; "
      + "what the command saved is saved."
  }
}
