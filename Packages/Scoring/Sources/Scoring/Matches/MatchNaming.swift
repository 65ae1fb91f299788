public import CoreInterfaces

/// How a person names a match's archers — options on the command line, or the Match screen's
/// `n` line — so a refusal names what they type (stranger29d D9): the one home for those words.
public enum MatchNaming: Sendable, Equatable {
  /// `match start --a NAME --guest-b NAME`.
  case options
  /// The Match screen's `n sets Ana / +Ben`.
  case screen

  /// How a guest called `name` is given for `side`: `--guest-a Bo`, `+Bo` (a typed `+` is
  /// not repeated: the hint never makes a guest called "+Bo").
  public func guest(_ name: String, _ side: MatchSide) -> String {
    let name = GuestMark.stripped(name)
    return switch self {
    case .options: "--guest-\(side.rawValue) \(name)"
    case .screen: GuestMark.mark + name
    }
  }

  /// How `side`'s archers are named, one per archer.
  public func perArcher(_ side: MatchSide) -> String {
    switch self {
    case .options: "--\(side.rawValue) or --guest-\(side.rawValue) once per archer"
    case .screen:
      "one name per archer \(side == .a ? "before" : "after") the slash, a guest marked "
        + GuestMark.mark
    }
  }
}

/// The app's guest marker, `+Name`, typed where a guest's name is asked for (`--guest-a +Bo`,
/// `club start --guest +Bo`): stripped, so the guest is "Bo", never "+Bo" (stranger29d D15).
public enum GuestMark {
  /// The marker: `+`.
  public static let mark = "+"

  /// `name` without one leading marker (surrounding space ignored); otherwise as given.
  public static func stripped(_ name: String) -> String {
    let trimmed = name.drop { $0.isWhitespace }
    return trimmed.hasPrefix(mark) ? String(trimmed.dropFirst(mark.count)) : name
  }
}
