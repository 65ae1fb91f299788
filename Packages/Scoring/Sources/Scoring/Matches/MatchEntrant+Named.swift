public import CoreInterfaces
import Foundation

extension MatchEntrant {
  /// The entrants `names` name for one side, in order: a store archer among `archers` by name
  /// (any case, surrounding space ignored), anyone else a guest. The one rule for `match start`
  /// and the Match screen's `n`.
  public static func named(_ names: [String], among archers: [Archer]) throws(MatchEntryError)
    -> [MatchEntrant]
  {
    var entrants: [MatchEntrant] = []
    for name in names {
      let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
      let archer = archers.first { $0.name.lowercased() == wanted }
      entrants.append(try MatchEntrant(name: archer?.name ?? name, archer: archer?.id))
    }
    return entrants
  }
}
