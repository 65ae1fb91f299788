/// Where in a match something happened: a set (set system), an end (cumulative) or a shoot-off,
/// each numbered from 1. Every ``MatchError`` names one.
public enum MatchPlace: Hashable, Sendable, CustomStringConvertible {
  /// Set `number` of a set-system match.
  case set(Int)
  /// End `number` of a cumulative match.
  case end(Int)
  /// Shoot-off `number` (a second one follows a tied first).
  case shootOff(Int)

  /// `set 3`, `end 2`, `shoot-off`, `shoot-off 2`.
  public var description: String {
    switch self {
    case .set(let number): "set \(number)"
    case .end(let number): "end \(number)"
    case .shootOff(let number): number == 1 ? "shoot-off" : "shoot-off \(number)"
    }
  }
}
