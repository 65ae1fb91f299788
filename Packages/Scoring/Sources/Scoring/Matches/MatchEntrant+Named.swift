public import CoreInterfaces
import Foundation

extension MatchEntrant {
  /// One name for a side: a store archer's, or a guest's (marked as one).
  public struct Named: Hashable, Sendable {
    /// The name as given.
    public let name: String
    /// Whether it was marked a guest (`--guest-a` on the command line, `+` on the Match screen).
    public let guest: Bool

    /// `name`, a guest when `guest`.
    public init(_ name: String, guest: Bool = false) {
      self.name = name
      self.guest = guest
    }
  }

  /// The entrants `names` name for one side, in order: an unmarked name is a store archer among
  /// `archers` (any case, surrounding space ignored, or an ID prefix: `Archer.named(_:in:)`) and refused when none is named so — a typo
  /// never silently becomes a guest —, a marked one a guest (a typed `+` stripped:
  /// ``GuestMark``). `naming` is how the caller names archers, for that refusal. The one rule
  /// for `match start` and the Match screen's `n`.
  public static func named(
    _ names: [Named], among archers: [Archer], naming: MatchNaming, side: MatchSide
  ) throws(MatchEntryError) -> [MatchEntrant] {
    var entrants: [MatchEntrant] = []
    for named in names {
      if named.guest {
        entrants.append(try MatchEntrant(name: GuestMark.stripped(named.name)))
        continue
      }
      guard let archer = Archer.named(named.name, in: archers) else {
        throw .noArcher(named.name, naming, side)
      }
      entrants.append(try MatchEntrant(name: archer.name, archer: archer.id))
    }
    return entrants
  }
}
