public import CoreInterfaces
public import Foundation

/// A round ID (or prefix) that names another archer's round: refused for reads and writes alike
/// (exit 1), naming whose it is and how to switch to them.
public struct OtherArchersRound: Error, Equatable, LocalizedError {
  /// The round.
  public let id: RoundID
  /// Its archer's name.
  public let archer: String

  /// Round `id` is `archer`'s.
  public init(id: RoundID, archer: String) {
    self.id = id
    self.archer = archer
  }

  /// `Round 9ff9… is Robin's; switch with 'quiver archers switch Robin'.`
  public var errorDescription: String? {
    let shown = Names.shownSafely(archer)
    let argument = shown.contains(" ") ? "\"\(shown)\"" : shown
    return "Round \(id) is \(shown)'s; switch with 'quiver archers switch \(argument)'."
  }
}
