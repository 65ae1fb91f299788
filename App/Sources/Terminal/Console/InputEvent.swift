/// What the app's loop acts on next, in the order it happened: a typed line, the end of input,
/// or a signal asking the app to stop.
public enum InputEvent: Equatable, Sendable {
  /// A line of keys, without its newline.
  case line(String)
  /// Standard input is closed (Ctrl-D, or the end of a piped script).
  case endOfInput
  /// A stop signal (Ctrl-C, `kill`, a closed terminal): finish, save and say goodbye.
  case interrupted(signal: Int32)
}

/// How a session ended, which decides the process's exit status.
public enum SessionEnd: Equatable, Sendable {
  /// The person pressed `q`.
  case quit
  /// Input ran out.
  case endOfInput
  /// A stop signal ended it, in order.
  case interrupted(signal: Int32)

  /// 0 for a quit or the end of input; 128 + the signal for an interruption, as a shell reports a
  /// process a signal ended.
  public var exitStatus: Int32 {
    switch self {
    case .quit, .endOfInput: 0
    case .interrupted(let signal): 128 + signal
    }
  }
}
