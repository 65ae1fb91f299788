public import Foundation

/// Why a handicap cannot be given.
public enum HandicapError: Error, Equatable, LocalizedError {
  /// A score of zero or less has no handicap.
  case scoreNotPositive(Int)
  /// The score is more than the round allows.
  case scoreAboveMaximum(Int, maximum: Int, round: String)
  /// Practice has no maximum, so no handicap.
  case practiceHasNoHandicap

  /// What is wrong, in words an archer can act on.
  public var errorDescription: String? {
    switch self {
    case .scoreNotPositive(let score): "A score of \(score) has no handicap; it must be above 0."
    case .scoreAboveMaximum(let score, let maximum, let round):
      "\(score) is more than a \(round) allows (\(maximum))."
    case .practiceHasNoHandicap: "Practice has no maximum score, so no handicap."
    }
  }
}
