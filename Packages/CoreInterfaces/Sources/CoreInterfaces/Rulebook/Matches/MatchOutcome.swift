/// Where a match stands: still being shot, waiting for a shoot-off, or won (and how).
public enum MatchOutcome: Hashable, Sendable {
  /// How a won match was decided.
  public enum Decision: Hashable, Sendable {
    /// The winner reached the set points that win (set system).
    case setPoints
    /// The winner's total after the last end was higher (cumulative).
    case total
    /// The winner's shoot-off total was higher.
    case shootOffTotal
    /// The shoot-off totals were equal; the winner's arrow was nearer the centre.
    case shootOffCloser
  }

  /// Set or end `next` is to be shot.
  case shooting(next: MatchPlace)
  /// Tied after the last set or end (or a tied shoot-off): shoot-off `due` is to be shot.
  case shootOffDue(MatchPlace)
  /// `winner` won, decided at `at` (the set, end or shoot-off that decided it), by `decision`.
  case won(MatchSide, at: MatchPlace, by: Decision)

  /// The winner, once there is one.
  public var winner: MatchSide? {
    if case .won(let side, _, _) = self { side } else { nil }
  }

  /// Whether a shoot-off is to be shot now.
  public var needsShootOff: Bool {
    if case .shootOffDue = self { true } else { false }
  }
}
