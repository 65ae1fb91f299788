public import CoreInterfaces
public import Foundation

/// Why a scoring operation failed, in words an archer can act on.
public enum ScoringError: Error, Equatable, LocalizedError {
  /// No round in the catalogue has this codename.
  case unknownRound(String)
  /// No stored round has this ID.
  case roundNotFound(RoundID)
  /// The round is not accepting arrows in this status.
  case roundNotActive(RoundStatus)
  /// The status change is not allowed.
  case invalidTransition(from: RoundStatus, to: RoundStatus)
  /// The end number is outside the round.
  case endOutOfRange(Int, ends: Int)
  /// The arrow's place is outside its end.
  case arrowOutOfRange(Int, perEnd: Int)
  /// The value is not possible on this face.
  case invalidArrow(InvalidArrowValue)

  /// What went wrong and what to do.
  public var errorDescription: String? {
    switch self {
    case .unknownRound(let name):
      "No round is called \"\(name)\"; choose one of: "
        + RoundCatalogue.all.map(\.id).joined(separator: ", ") + "."
    case .roundNotFound(let id): "No round \(id) exists; it may have been deleted."
    case .roundNotActive(let status): "The round is \(status.rawValue); resume it to enter arrows."
    case .invalidTransition(let from, let to):
      "A \(from.rawValue) round cannot become \(to.rawValue)."
    case .endOutOfRange(let end, let ends): "End \(end) is outside this round's \(ends) ends."
    case .arrowOutOfRange(let index, let perEnd):
      "Arrow \(index + 1) is outside an end of \(perEnd) arrows."
    case .invalidArrow(let error): error.errorDescription
    }
  }
}
