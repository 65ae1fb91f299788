public import CoreInterfaces

/// An archer's head-to-head matches counted together (`stats matches`), and each stored match
/// left out because its rows could not be read.
public struct MatchHistory: Sendable, Equatable {
  /// Won, lost, set points and the average arrow (the rulebook's `MatchTally`).
  public var tally: MatchTally
  /// The matches not counted, each naming itself.
  public var damaged: [StoreDamage]

  /// A history of `tally`, with `damaged` matches left out of it.
  public init(_ tally: MatchTally = MatchTally(), damaged: [StoreDamage] = []) {
    self.tally = tally
    self.damaged = damaged
  }
}
