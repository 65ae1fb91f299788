public import CoreInterfaces

/// One archer on a shared target: their letter, who they are (a stored archer, whose round goes
/// to their own history, or a guest by name, whose round stays with the target) and the bow
/// style their arrows score by (a compound scores the indoor inner 10).
public struct TargetArcher: Hashable, Sendable {
  /// Who shoots at a letter.
  public enum Who: Hashable, Sendable {
    /// An archer from the store.
    case archer(ArcherID, name: String)
    /// A guest, by name only.
    case guest(name: String)
  }

  /// Their letter on the target.
  public let letter: TargetLetter
  /// Who they are.
  public let who: Who
  /// The bow style their arrows score by, if known.
  public let bowStyle: BowStyle?

  /// An archer at `letter` (a store's read; ``Target/add(_:bowStyle:)`` checks a new one).
  public init(letter: TargetLetter, who: Who, bowStyle: BowStyle?) {
    self.letter = letter
    self.who = who
    self.bowStyle = bowStyle
  }

  /// The archer's or guest's name, as given.
  public var name: String {
    switch who {
    case .archer(_, let name), .guest(let name): name
    }
  }
}
