import Foundation

/// `club end` given nothing to save, or its lines two ways at once (stranger29b N10): one line,
/// exit 1, nothing saved.
enum ClubEndInputError: Error, LocalizedError, Equatable {
  /// Letter options and lines on standard input together: the lines would be ignored.
  case bothOptionsAndLines
  /// Standard input held no archer's line (empty, or only lines skipped as too long).
  case noLines

  var errorDescription: String? {
    switch self {
    case .bothOptionsAndLines:
      "Give the archers' lines as options (--a \"10 9 9\") or as 'A 10 9 9' lines on standard "
        + "input, not both. Nothing was saved."
    case .noLines:
      "No archer's line was read: give 'A 10 9 9' lines on standard input, or --a \"10 9 9\". "
        + "Nothing was saved."
    }
  }
}
