import Foundation

/// `club end` given nothing to save (stranger29b N10): one line, exit 1, nothing saved. Letter
/// options never read standard input (stranger29d D13), so there is no "both" to refuse.
enum ClubEndInputError: Error, LocalizedError, Equatable {
  /// Standard input held no archer's line (empty, or only lines skipped as too long).
  case noLines

  var errorDescription: String? {
    switch self {
    case .noLines:
      "No archer's line was read: give 'A 10 9 9' lines on standard input, or --a \"10 9 9\". "
        + "Nothing was saved."
    }
  }
}
