/// Which line a message under the screen is, deciding its mark and colour.
public enum MessageKind: Sendable {
  /// `!`: what was typed was refused or failed.
  case error
  /// `✓`: it was done.
  case done
  /// `?`: help or a question.
  case info
}
