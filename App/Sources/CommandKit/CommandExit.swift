/// Ends a command with `status` and no further message: the command has already said why (the
/// app's goodbye after a Ctrl-C ends with 130, as a shell reports a signal).
struct CommandExit: Error {
  /// The process's exit status.
  let status: Int32
}
