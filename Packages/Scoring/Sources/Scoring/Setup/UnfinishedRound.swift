import CoreInterfaces
public import Foundation

/// Starting a round while one of the same round is unfinished: the person is offered to continue
/// it instead, so going back from scoring and starting again never makes a second round.
public struct UnfinishedRound: LocalizedError, Equatable, Sendable {
  /// The unfinished round.
  public let round: RoundListing
  /// The club target holding it (its ID's first 8 characters), if one does: its ends are
  /// entered on the Target screen, never on the Scoring screen.
  public let target: String?

  /// The refusal for `round`, held by club target `target` if given.
  public init(_ round: RoundListing, target: String? = nil) {
    self.round = round
    self.target = target
  }

  /// `A WA 18 m is unfinished (12 of 60 arrows): c continues it; cancel it there (x) first to
  /// start another.`
  public var errorDescription: String? {
    let of = round.totalArrows.map { " of \($0)" } ?? ""
    let noun = of.isEmpty && round.arrows == 1 ? "arrow" : "arrows"
    if let target {
      return
        "A \(round.name) is unfinished (\(round.arrows)\(of) \(noun)) on club target \(target): "
        + ClubRoundAdvice.text
    }
    return "A \(round.name) is unfinished (\(round.arrows)\(of) \(noun)): c continues it; "
      + "cancel it there (x) first to start another."
  }
}
