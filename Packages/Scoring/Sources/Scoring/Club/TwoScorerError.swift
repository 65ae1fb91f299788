public import Foundation

/// Why a second sheet or a settling was refused, naming the archer's letter and the end.
public enum TwoScorerError: Error, Equatable, Sendable, LocalizedError {
  /// The sheet has `given` arrows where the first has `expected`.
  case arrowCount(TargetLetter, end: Int, given: Int, expected: Int)
  /// The sheets agree (or the second is not in yet): there is nothing to settle.
  case nothingToSettle(TargetLetter, end: Int)
  /// The end was settled already; its settling stands.
  case alreadySettled(TargetLetter, end: Int)
  /// The settling's reason is missing or not text (`problem` says which).
  case reason(TargetLetter, end: Int, problem: String)

  /// `C, end 4: the second sheet has 2 arrows; the first has 3.`
  public var errorDescription: String? {
    switch self {
    case .arrowCount(let letter, let end, let given, let expected):
      "\(letter.rawValue), end \(end): \(given) arrow\(given == 1 ? "" : "s") given; "
        + "the first sheet has \(expected)."
    case .nothingToSettle(let letter, let end):
      "\(letter.rawValue), end \(end): there is nothing to settle; the sheets do not disagree."
    case .alreadySettled(let letter, let end):
      "\(letter.rawValue), end \(end) was settled already; its settling stands."
    case .reason(let letter, let end, let problem):
      "\(letter.rawValue), end \(end): the settling's reason needs \(problem)."
    }
  }
}
