/// What a shell offers for an option's value or a positional argument: derived from its
/// declaration, so completion offers exactly what parsing accepts.
public enum CompletionValues: Sendable, Equatable {
  /// Free text: nothing to offer.
  case none
  /// A file or folder path.
  case file
  /// A fixed set of words (kinds, styles, systems).
  case choices([String])
  /// Words read from the database when the shell asks (`quiver _complete KIND`).
  case data(CompletionData)
}
