public import CoreInterfaces
public import Foundation

/// Why a match could not be started or found: each in one line, the same in the app and on the
/// command line. A set or shoot-off the rules refuse is the rulebook's `MatchError`.
public enum MatchEntryError: Error, Equatable, Sendable, LocalizedError, RecordGone {
  /// A side named `given` archers where the format has `expected` a side, said in the words of
  /// how they were named.
  case entrants(MatchSide, given: Int, expected: Int, MatchFormat, MatchNaming = .options)
  /// A name the rule for names refuses.
  case name(ValueRangeError)
  /// The same store archer is named twice.
  case sameArcher(String)
  /// Two archers of a new match share a name (a guest and a store archer, or two guests), as a
  /// target refuses them: the sheet and the history could not tell them apart.
  case sameName(String)
  /// No store archer has this name, and it was not marked a guest (as `naming` marks one).
  case noArcher(String, MatchNaming, MatchSide)
  /// No match has this ID (or none starts with it).
  case notFound(String)
  /// More than one match starts with this text.
  case ambiguous(String)

  /// Whether the match is gone (`RecordGone`): its screen says so.
  public var recordIsGone: Bool {
    if case .notFound = self { true } else { false }
  }

  /// One line saying what was wrong and what to do.
  public var errorDescription: String? {
    switch self {
    case .entrants(let side, let given, let expected, let format, let naming):
      "Side \(side.label) names \(given) archer\(given == 1 ? "" : "s"); a match of "
        + "\(format.title) has \(expected) a side (\(naming.perArcher(side)))."
    case .name(let error): error.errorDescription ?? "That name cannot be used."
    case .sameName(let name):
      "'\(ValueRangeError.shortened(name))' is in this match already; a guest needs a name no "
        + "other archer in it has."
    case .sameArcher(let name):
      "\(name) is named twice; each archer shoots for one side once."
    case .noArcher(let name, let naming, let side):
      "No archer is named '\(ValueRangeError.shortened(name))'; mark a guest with "
        + "\(naming.guest(ValueRangeError.shortened(name), side))."
    case .notFound(let text):
      "No match '\(ValueRangeError.shortened(text))'; 'quiver match list' shows them."
    case .ambiguous(let text):
      "More than one match starts with '\(ValueRangeError.shortened(text))'; give more of its ID."
    }
  }
}
