public import CoreInterfaces
public import Observation

/// The catalogue of rounds to start, chosen by list number or codename.
@MainActor
@Observable
public final class NewRoundModel {
  /// Every round that can be started, in catalogue order.
  public let catalogue = RoundCatalogue.all
  /// Why the last choice was refused.
  public private(set) var error: UserFacingError?

  /// The catalogue.
  public init() {}

  /// The round `choice` names — its number in the list (from 1) or its codename, any case —
  /// or `nil` with ``error`` saying what is accepted.
  public func round(_ choice: String) -> RoundDefinition? {
    if let position = Int(choice), position >= 1, catalogue.indices.contains(position - 1) {
      error = nil
      return catalogue[position - 1]
    }
    if let round = RoundCatalogue.round(choice.lowercased()) {
      error = nil
      return round
    }
    error = UserFacingError(
      NoSuchChoice(
        "No round '\(choice)': type its number (1–\(catalogue.count)) or its codename."))
    return nil
  }
}
