public import CoreInterfaces
public import Foundation

/// Why a scoring operation failed, in words an archer can act on.
public enum ScoringError: Error, Equatable, LocalizedError {
  /// No standard or custom round has this codename.
  case unknownRound(String)
  /// No stored round has this ID.
  case roundNotFound(RoundID)
  /// The round is not accepting arrows in this phase (`RoundProgress/phase`: a round ended
  /// early is named so, not by its stored status).
  case roundNotActive(RoundProgress.Phase)
  /// The round is another archer's: only the archer it belongs to, when active, changes it.
  case anotherArchersRound(RoundID)
  /// The round belongs to no archer now (its archer was removed, or it predates archers).
  case noArchersRound(RoundID)
  /// The status change is not allowed from the round's phase.
  case invalidTransition(from: RoundProgress.Phase, to: RoundStatus)
  /// The end number is outside the round.
  case endOutOfRange(Int, ends: Int)
  /// The arrow's place is outside its end.
  case arrowOutOfRange(Int, perEnd: Int)
  /// The value is not possible on this face.
  case invalidArrow(InvalidArrowValue)
  /// The current end already holds every arrow it can.
  case endFull(perEnd: Int)
  /// Every arrow of the round is in.
  case roundFull(arrows: Int)
  /// An end can only be completed once it holds all its arrows.
  case endIncomplete(entered: Int, perEnd: Int)
  /// A fixed round can only be finished once every arrow is in.
  case roundIncomplete(remaining: Int)
  /// Undo on a round that is over: its arrows are corrected instead.
  case undoClosed(RoundStatus)
  /// There is nothing to undo, or nothing to redo.
  case nothingTo(String)
  /// A custom round that cannot be shot as described.
  case invalidCustomRound(String)
  /// Another writer (the app in another terminal, a command) changed this end or round since this
  /// writer last read it; nothing was written, and the writer reloads.
  case changedElsewhere
  /// The arrow to undo was saved by another writer (another window or command).
  case enteredElsewhere
  /// One value of a line was refused, so none of the line was saved.
  case lineRefused(position: Int, value: String, reason: String)
  /// A line with no arrows in it.
  case emptyLine
  /// A custom round of this name exists already (a new one would silently redefine it).
  case customRoundNameTaken(String)
  /// A custom round's name (`name`) whose codename (`codename`) another custom round's
  /// (`taken`) name makes already.
  case customRoundCodenameTaken(name: String, codename: String, taken: String)
  /// A custom round's name that is a standard round's name or codename (`standard`), or makes
  /// one's codename: `rounds start` would find the standard round.
  case customRoundNamedAsStandard(name: String, standard: String)
  /// An arrow number that is not one of the set's numbers (`numbers`), or outside
  /// `Bounded.arrowsInSet` when the round's setup has no numbered set.
  case arrowNumberNotInSet(Int, numbers: [Int]?)
  /// Storage could not save these arrows (busy, full, damaged): none of them was saved, and
  /// `reason` says why.
  case notSaved(arrows: [String], reason: String)
  /// The round is archer `letter`'s on club target `target` (its ID's first 8 characters): only
  /// the target enters, undoes, corrects or deletes its arrows.
  case onTarget(RoundID, target: String, letter: String)
  /// Storage refused these arrows for a reason waiting cannot mend (the store is damaged or
  /// cannot be written): none of them was saved, and `reason` says why and what to do.
  case storeRefused(arrows: [String], reason: String)

  /// Where an arrow of a round that is over is put right, in the app's words.
  public static var correctInstead: String { correctInstead(.app) }

  /// How a stored arrow or total is corrected, in `frontEnd`'s words.
  public static func correctInstead(_ frontEnd: FrontEnd) -> String {
    switch frontEnd {
    case .app:
      "Correct an arrow with 'e END ARROW VALUE' on its card, or a total entered alone with 't TOTAL'."
    case .commandLine:
      "Correct an arrow with 'quiver rounds edit ID END ARROW VALUE', or a total entered alone "
        + "with quiver rounds edit ID --score N."
    }
  }

  /// What went wrong and what to do, as the app says it.
  public var errorDescription: String? { text(for: .app) }

  /// What went wrong and what to do, in `frontEnd`'s words.
  public func text(for frontEnd: FrontEnd) -> String {
    switch self {
    case .unknownRound(let name):
      "No round is called \"\(name)\"; choose one of: "
        + RoundCatalogue.all.map(\.id).joined(separator: ", ") + ", or a custom round."
    case .roundNotFound(let id): "No round \(id) exists; it may have been deleted."
    case .noArchersRound(let id):
      "Round \(id) belongs to no archer now (its archer was removed); nothing was changed."
    case .anotherArchersRound(let id):
      "Round \(id) is another archer's; nothing was changed. Switch to them first "
        + "(quiver archers switch NAME)."
    case .roundNotActive(let phase) where [.planned, .inProgress, .paused].contains(phase):
      "The round \(Self.standing(phase)); resume it to enter arrows."
    case .roundNotActive(let phase):
      "The round \(Self.standing(phase)); it takes no more arrows. " + Self.correctInstead(frontEnd)
    case .undoClosed(let status):
      "The round is \(status == .cancelled ? "cancelled" : "over"): its arrows are corrected, "
        + "not undone. " + Self.correctInstead(frontEnd)
    case .invalidTransition(let from, let to) where Self.status(of: from) == to:
      from == .endedEarly
        ? "The round was already ended early." : "The round is already \(from.displayName)."
    case .invalidTransition(let from, let to):
      "The round \(Self.standing(from)); it cannot become \(Self.named(to))."
    case .endOutOfRange(let end, let ends): "End \(end) is outside this round's \(ends) ends."
    case .arrowOutOfRange(let index, let perEnd):
      "Arrow \(index + 1) is outside an end of \(perEnd) arrows."
    case .invalidArrow(let error): error.errorDescription ?? "That arrow value is not valid."
    case .endFull(let perEnd):
      "This end already has its \(perEnd) arrows; complete it (Enter) before the next arrow."
    case .roundFull(let arrows): "All \(arrows) arrows of this round are in; finish it."
    case .endIncomplete(let entered, let perEnd):
      "This end has \(entered) of \(perEnd) arrows; enter the rest (M for a miss) first."
    case .roundIncomplete(let remaining):
      "\(remaining) arrow\(remaining == 1 ? "" : "s") still to shoot; the last one completes "
        + "the round."
    case .nothingTo(let what): "Nothing to \(what)."
    case .invalidCustomRound(let problem): "That round cannot be shot: \(problem)."
    case .changedElsewhere:
      "This round changed elsewhere (another window or command scored it); nothing was changed "
        + "here. Look at the round again, then try again."
    case .enteredElsewhere:
      "The last arrow was entered elsewhere (another window or command); nothing was undone. "
        + "Undo it where it was entered."
    case .lineRefused(let position, let value, let reason):
      "Value \(position) ('\(ValueRangeError.shortened(value))') was refused: "
        + "\(reason.hasSuffix(".") ? String(reason.dropLast()) : reason). None of the line was saved."
    case .emptyLine: "Give at least one arrow: X, 10…1 or M."
    case .customRoundNameTaken(let name):
      "A custom round called \"\(name)\" exists already; choose another name."
    case .customRoundCodenameTaken(let name, let codename, let taken):
      "\"\(name)\" gives the codename \(codename), which the custom round \"\(taken)\" has "
        + "already; choose a name that differs in its letters or digits."
    case .customRoundNamedAsStandard(let name, let standard):
      "\"\(name)\" is the standard round \(standard)'s name or codename, and 'rounds start' "
        + "would find that round; choose another name."
    case .arrowNumberNotInSet(let number, let numbers?):
      "Arrow number \(number) is not in this round's set of arrows (\(Self.listed(numbers))); nothing was saved."
    case .arrowNumberNotInSet(let number, nil):
      "Arrow number \(number) is outside \(Bounded.arrowsInSet.lowerBound) to \(Bounded.arrowsInSet.upperBound); nothing was saved."
    case .storeRefused(let arrows, let reason):
      "Not saved: \(arrows.joined(separator: " ")). \(reason.hasSuffix(".") ? reason : reason + ".")"
    case .notSaved(let arrows, let reason):
      "Not saved: \(arrows.joined(separator: " ")). \(reason.hasSuffix(".") ? reason : reason + ".") "
        + (frontEnd == .app
          ? "The sheet shows what is stored; type \(arrows.count == 1 ? "it" : "them") again."
          : "Nothing was saved; run the command again.")
    case .onTarget(let id, let target, let letter):
      "Round \(id) is \(letter)'s on club target \(target); nothing was changed. "
        + (frontEnd == .app
          ? "Enter and correct its ends on the Target screen (t on Home)."
          : "Enter its ends with 'quiver club end \(target) --\(letter.lowercased()) ARROWS' "
            + "and correct an arrow with 'quiver club correct \(letter) END ARROW VALUE "
            + "--target \(target)'.")
    }
  }

  /// How a sentence names a round's phase: `is completed`, `was ended early`.
  private static func standing(_ phase: RoundProgress.Phase) -> String {
    phase == .endedEarly ? "was \(phase.displayName)" : "is \(phase.displayName)"
  }

  /// A status a round would move to, as a person names it (`in progress`, never `inProgress`).
  private static func named(_ status: RoundStatus) -> String {
    RoundProgress.phase(status: status, isWhole: true, isPractice: false).displayName
  }

  /// The stored status a phase is kept as.
  private static func status(of phase: RoundProgress.Phase) -> RoundStatus {
    switch phase {
    case .planned: .planned
    case .inProgress: .inProgress
    case .paused: .paused
    case .completed, .endedEarly, .practiceFinished: .completed
    case .cancelled: .cancelled
    }
  }

  /// `1–8` for a run of numbers, else the numbers with commas (at most twelve shown).
  private static func listed(_ numbers: [Int]) -> String {
    let sorted = numbers.sorted()
    if let first = sorted.first, let last = sorted.last, sorted.count > 2,
      last &- first == sorted.count - 1, Set(sorted).count == sorted.count
    {
      return "\(first)–\(last)"
    }
    let shown = sorted.prefix(12).map(String.init).joined(separator: ", ")
    return sorted.count > 12 ? shown + ", …" : shown
  }
}
