public import CoreInterfaces
public import Foundation

/// A stored match as it is shown: who shoots it and the match replayed through the rulebook
/// from its stored sets and shoot-offs (what the Match screen and `match show` show).
public struct MatchSheet: Hashable, Sendable, Identifiable {
  /// Its ID.
  public let id: MatchID
  /// When it was started.
  public let created: Date
  /// Side A's archers, in order.
  public let sideA: [MatchEntrant]
  /// Side B's archers, in order.
  public let sideB: [MatchEntrant]
  /// The match as shot so far, with where it stands.
  public var match: Match

  /// A sheet of `match` between `sideA` and `sideB`; the sides must have the format's archers
  /// each (a refusal says how, in the words of `naming`) and no store archer twice.
  public init(
    id: MatchID = MatchID(), created: Date = Date(), sideA: [MatchEntrant], sideB: [MatchEntrant],
    match: Match, naming: MatchNaming = .options
  ) throws(MatchEntryError) {
    let format = match.format
    for (side, entrants) in [(MatchSide.a, sideA), (.b, sideB)]
    where entrants.count != format.archersPerSide {
      throw .entrants(side, given: entrants.count, expected: format.archersPerSide, format, naming)
    }
    var seen: Set<ArcherID> = []
    for entrant in sideA + sideB {
      if let archer = entrant.archer, !seen.insert(archer).inserted {
        throw .sameArcher(entrant.name)
      }
    }
    (self.id, self.created, self.sideA, self.sideB, self.match) = (
      id, created, sideA, sideB, match
    )
  }

  /// Refuses a new match whose archers share a name, compared as a target compares them
  /// (`Names.comparable(_:)`): checked when a match starts, never on a stored one's read.
  public func checkNamesApart() throws(MatchEntryError) {
    var seen: Set<String> = []
    for entrant in sideA + sideB where !seen.insert(Names.comparable(entrant.name)).inserted {
      throw .sameName(entrant.name)
    }
  }

  /// Side `side`'s archers.
  public func entrants(_ side: MatchSide) -> [MatchEntrant] { side == .a ? sideA : sideB }

  /// `Ana` or `Ana, Ben and Cai`: a side's names as a sheet writes them.
  public func names(_ side: MatchSide) -> String {
    let names = entrants(side).map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The side `archer` shoots for, if they are in it.
  public func side(of archer: ArcherID) -> MatchSide? {
    MatchSide.allCases.first { side in entrants(side).contains { $0.archer == archer } }
  }
}
