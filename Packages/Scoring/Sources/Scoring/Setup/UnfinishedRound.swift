public import Foundation

/// Starting a round while one of the same round is unfinished: the person is offered to continue
/// it instead, so going back from scoring and starting again never makes a second round.
public struct UnfinishedRound: LocalizedError, Equatable, Sendable {
  /// The unfinished round.
  public let round: RoundListing

  /// The refusal for `round`.
  public init(_ round: RoundListing) { self.round = round }

  /// `A WA 18 m is unfinished (12 of 60 arrows): c continues it; cancel it there (x) first to
  /// start another.`
  public var errorDescription: String? {
    let of = round.totalArrows.map { " of \($0)" } ?? ""
    let noun = of.isEmpty && round.arrows == 1 ? "arrow" : "arrows"
    return "A \(round.name) is unfinished (\(round.arrows)\(of) \(noun)): c continues it; "
      + "cancel it there (x) first to start another."
  }
}
