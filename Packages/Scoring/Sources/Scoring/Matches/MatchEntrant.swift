public import CoreInterfaces

/// One archer in a match: a store archer (by ID, with the name they had when the match began) or
/// a guest known by name alone.
public struct MatchEntrant: Hashable, Sendable {
  /// The store archer, or `nil` for a guest.
  public let archer: ArcherID?
  /// The name shown on the score sheet.
  public let name: String

  /// An entrant called `name` (by the one rule for names, `Names.validated`), a store archer
  /// when `archer` is given.
  public init(name: String, archer: ArcherID? = nil) throws(MatchEntryError) {
    do throws(ValueRangeError) {
      self.name = try Names.validated(name, "archer name")
    } catch {
      throw .name(error)
    }
    self.archer = archer
  }
}
