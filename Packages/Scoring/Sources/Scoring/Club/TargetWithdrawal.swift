public import CoreInterfaces

/// What withdrawing an archer from a target does (``TargetBoard/withdrawal(of:)``), said before
/// it is done, so the app and `club withdraw` ask first (stranger29d D4): a stored archer's round
/// ends early at the arrows shot, or is cancelled when none of their ends is saved (D8); a guest
/// takes no more ends.
public struct TargetWithdrawal: Hashable, Sendable {
  /// The archer's letter.
  public let letter: TargetLetter
  /// The archer's name.
  public let name: String
  /// Whether they are a guest (no round of their own).
  public let guest: Bool
  /// The arrows saved for them so far.
  public let arrows: Int
  /// The round's arrows, when it has a last arrow.
  public let totalArrows: Int?

  /// What withdrawing `name` at `letter` does, with `arrows` saved of `totalArrows`.
  public init(
    letter: TargetLetter, name: String, guest: Bool, arrows: Int, totalArrows: Int?
  ) {
    self.letter = letter
    self.name = name
    self.guest = guest
    self.arrows = arrows
    self.totalArrows = totalArrows
  }

  /// The phase their place closes with: cancelled when no end of theirs is saved, so an empty
  /// round is never filed as "ended early, 0 arrows" (D8); ended early otherwise.
  public var phase: RoundProgress.Phase { arrows == 0 ? .cancelled : .endedEarly }

  /// `their round ends early at 3 of 60 arrows`: what the withdrawal does, for a question.
  public var consequence: String {
    if guest {
      return "they take no more ends"
        + (arrows == 0 ? "" : " (their \(arrows) arrow\(arrows == 1 ? "" : "s") stay)")
    }
    guard arrows > 0 else { return "their round is cancelled (no end of theirs is saved yet)" }
    return "their round ends early at \(arrows)" + (totalArrows.map { " of \($0)" } ?? "")
      + " arrow\(arrows == 1 && totalArrows == nil ? "" : "s")"
  }

  /// `Withdraw A Ana Lopez? Their round ends early at 3 of 60 arrows`: the question the app asks.
  public var question: String {
    "Withdraw \(letter.rawValue) \(name)? "
      + consequence.prefix(1).uppercased() + consequence.dropFirst()
  }
}
