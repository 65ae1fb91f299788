public import CoreInterfaces
import Foundation

extension Archer {
  /// The stored archer `word` names among `archers`: by name (any case), or by an ID prefix of 4
  /// or more hex digits that only one archer's ID starts with, as `club start --archer` takes.
  /// The one lookup for the Target and Match screens and `match start`.
  public static func named(_ word: String, in archers: [Archer]) -> Archer? {
    if let named = archers.first(where: { $0.isNamed(word) }) { return named }
    let prefix = word.trimmingCharacters(in: .whitespaces).lowercased()
    guard prefix.count >= 4, prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return nil }
    let found = archers.filter { $0.id.description.lowercased().hasPrefix(prefix) }
    return found.count == 1 ? found.first : nil
  }
}
