public import CoreInterfaces
import Foundation

/// One archer in a match: a store archer (by ID, with the name they had when the match began) or
/// a guest known by name alone.
public struct MatchEntrant: Hashable, Sendable {
  /// The store archer, or `nil` for a guest.
  public let archer: ArcherID?
  /// The name shown on the score sheet.
  public let name: String

  /// An entrant called `name` (trimmed; 1 to 80 characters, else refused), a store archer when
  /// `archer` is given.
  public init(name: String, archer: ArcherID? = nil) throws(MatchEntryError) {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...80).contains(trimmed.count), !trimmed.contains(where: \.isNewline) else {
      throw .name(name)
    }
    self.name = trimmed
    self.archer = archer
  }
}
