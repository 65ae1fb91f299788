/// Ends a command with `status` and no further message: the command has already said why (the
/// app's goodbye after a Ctrl-C ends with 130, as a shell reports a signal).
public struct CommandExit: Error {
  /// The process's exit status.
  public let status: Int32

  /// Ends the command with `status`.
  public init(status: Int32) { self.status = status }
}
