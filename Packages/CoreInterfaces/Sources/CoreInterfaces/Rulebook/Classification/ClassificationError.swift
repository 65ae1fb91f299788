public import Foundation

/// Why a round or a score cannot be classified, in one line an archer can act on.
public enum ClassificationError: Error, Equatable, Sendable, LocalizedError {
  /// The round is not one of the catalogue rounds the 2023 scheme covers (a custom round,
  /// practice).
  case roundNotInScheme(name: String)
  /// The score is below 0 or above the round's maximum.
  case scoreOutOfRange(Int, maximum: Int, round: String)

  /// What is wrong and why.
  public var errorDescription: String? {
    switch self {
    case .roundNotInScheme(let name):
      "\(ValueRangeError.shortened(name)) has no Archery GB classification: only the 21 catalogue "
        + "rounds are in the 2023 scheme."
    case .scoreOutOfRange(let score, let maximum, let round):
      "A score of \(score) cannot be classified on a \(round): it must be 0 to \(maximum)."
    }
  }
}
