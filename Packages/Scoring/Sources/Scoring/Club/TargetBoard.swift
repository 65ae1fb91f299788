public import CoreInterfaces
public import Foundation

/// A shared target as its scorer keeps it: the ``Target`` (the ends saved), whether it is
/// scored on two sheets, the first sheets waiting for a second one and the settled ends. Every
/// entry goes through here, so the command line, the app and each store apply one set of rules
/// and then store what the ``Outcome`` says.
public struct TargetBoard: Hashable, Sendable {
  /// Who joins a new target: a stored archer or a guest, and the bow style they score by.
  public struct Entrant: Hashable, Sendable {
    /// Who they are.
    public let who: TargetArcher.Who
    /// Their bow style, if known (a compound scores the indoor inner 10).
    public let bowStyle: BowStyle?

    /// An entrant.
    public init(_ who: TargetArcher.Who, bowStyle: BowStyle? = nil) {
      self.who = who
      self.bowStyle = bowStyle
    }
  }

  /// What an entry did, for a store to keep.
  public enum Outcome: Hashable, Sendable {
    /// The end is saved: into a stored archer's round, or with the target for a guest.
    case saved(TargetLetter, end: Int, [ArrowValue])
    /// The first sheet is in; the end waits for the second.
    case awaitingSecond(TwoScorerEnd)
    /// The second sheet differs from the first: the end waits, the differences shown.
    case differs(TwoScorerEnd)
    /// The scorer settled a difference: the end is saved with the settling recorded.
    case settled(TwoScorerEnd)
    /// Arrow `arrow` (from 1) of the archer's end `end` now scores `value`; on two sheets the
    /// correction recorded with its reason.
    case corrected(TargetLetter, end: Int, arrow: Int, ArrowValue, recorded: TargetCorrection?)
  }

  /// The target's global ID.
  public let id: UUID
  /// When it was started.
  public let created: Date
  /// Whether each end is entered on two sheets.
  public let twoSheets: Bool
  /// The archers and the ends saved.
  public private(set) var target: Target
  /// Ends with a first sheet in, waiting for the second or a settling, by letter.
  public private(set) var sheets: [TargetLetter: TwoScorerEnd]
  /// The settled ends, oldest first.
  public private(set) var settled: [TwoScorerEnd]
  /// The corrections made on two sheets, oldest first, each with its reason.
  public private(set) var corrections: [TargetCorrection] = []
  /// Each stored archer's own round, by letter, where a store keeps one (a guest has none).
  public var rounds: [TargetLetter: RoundID] = [:]

  /// A board as a store kept it.
  public init(
    id: UUID, created: Date, twoSheets: Bool, target: Target,
    sheets: [TargetLetter: TwoScorerEnd] = [:], settled: [TwoScorerEnd] = [],
    rounds: [TargetLetter: RoundID] = [:], corrections: [TargetCorrection] = []
  ) {
    self.rounds = rounds
    self.corrections = corrections
    self.id = id
    self.created = created
    self.twoSheets = twoSheets
    self.target = target
    // A withdrawn archer's waiting first sheet is void: they shoot no more (stranger29c C6).
    self.sheets = sheets.filter { letter, _ in !target.isWithdrawn(letter) }
    self.settled = settled
  }

  /// A new target of `round` with `entrants` at A, B, C… in order: refused whole for a seventh
  /// archer, a name that is not one, or one given twice.
  public static func start(
    id: UUID = UUID(), round: RoundDefinition, entrants: [Entrant], twoSheets: Bool,
    created: Date = Date()
  ) throws(TargetError) -> TargetBoard {
    var target = Target(round: round)
    for entrant in entrants { try target.add(entrant.who, bowStyle: entrant.bowStyle) }
    return TargetBoard(id: id, created: created, twoSheets: twoSheets, target: target)
  }

  /// Enters the archer's next end from `notation` on sheet 1 or 2. On one sheet the end is saved
  /// at once; on two, the first sheet waits and the second saves it when both agree.
  public mutating func enter(_ notation: [String], for letter: TargetLetter, sheet: Int = 1)
    throws(TargetError) -> Outcome
  {
    try refuseWithdrawn(letter)
    if sheet == 1 {
      if let waiting = sheets[letter] { throw .awaitingSecondSheet(letter, end: waiting.end) }
      var probe = target
      try probe.enter(notation, for: letter)
      let end = probe.ends(of: letter).count
      let arrows = probe.ends(of: letter).last ?? []
      guard twoSheets else {
        target = probe
        return .saved(letter, end: end, arrows)
      }
      let first = TwoScorerEnd(letter: letter, end: end, first: arrows)
      sheets[letter] = first
      return .awaitingSecond(first)
    }
    guard twoSheets else { throw .oneSheet }
    var waiting = try waitingSheet(letter)
    let arrows = try read(notation, for: letter)
    do throws(TwoScorerError) { try waiting.enterSecond(arrows) } catch { throw .sheet(error) }
    guard let save = waiting.toSave else {
      sheets[letter] = waiting
      return .differs(waiting)
    }
    try target.enter(values: save, for: letter)
    sheets[letter] = nil
    return .saved(letter, end: waiting.end, save)
  }

  /// Enters several archers' lines of one end together, on sheet `sheet` or as settlings with
  /// `reason`: all or none, so a refused line (a closed round, a bad arrow) keeps none of them.
  public mutating func enterAll(
    _ lines: [(TargetLetter, [String])], sheet: Int, reason: String?
  ) throws(TargetError) -> [Outcome] {
    var copy = self
    var outcomes: [Outcome] = []
    for (letter, arrows) in lines {
      if let reason {
        outcomes.append(try copy.settle(arrows, for: letter, reason: reason))
      } else {
        outcomes.append(try copy.enter(arrows, for: letter, sheet: sheet))
      }
    }
    self = copy
    return outcomes
  }

  /// Settles the archer's waiting end with `notation` (the scorer's choice) and `reason`,
  /// recorded; refused when the sheets do not disagree.
  public mutating func settle(_ notation: [String], for letter: TargetLetter, reason: String)
    throws(TargetError) -> Outcome
  {
    guard twoSheets else { throw .oneSheet }  // stranger29c C12: not "no first sheet"
    var waiting = try waitingSheet(letter)
    let arrows = try read(notation, for: letter)
    do throws(TwoScorerError) { try waiting.settle(arrows, reason: reason) } catch {
      throw .sheet(error)
    }
    try target.enter(values: arrows, for: letter)
    sheets[letter] = nil
    settled.append(waiting)
    return .settled(waiting)
  }

  /// Corrects arrow `arrow` of the archer's saved end `end` to `notation`. On two sheets the
  /// end was agreed by both scorers, so one scorer changes it only with `reason` (who agreed),
  /// recorded as a ``TargetCorrection``; on one sheet a reason is optional and recorded if given.
  public mutating func correct(
    _ letter: TargetLetter, end: Int, arrow: Int, to notation: String, reason: String? = nil
  ) throws(TargetError) -> Outcome {
    let why = reason?.trimmingCharacters(in: .whitespacesAndNewlines)
    // The arrow must be there before its reason is asked for (stranger29c C8): an end whose
    // first sheet waits has no saved arrows yet.
    let shot = target.ends(of: letter)
    guard shot.indices.contains(end - 1), shot[end - 1].indices.contains(arrow - 1) else {
      if let waiting = sheets[letter], waiting.end == end {
        throw .awaitingSecondSheet(letter, end: end)
      }
      _ = try target.letter(letter.rawValue)
      throw .noSuchArrow(letter, end: end, arrow: arrow)
    }
    if twoSheets, why?.isEmpty ?? true,
      settled.contains(where: { $0.letter == letter && $0.end == end })
    {
      throw .settledCorrectionNeedsReason(letter, end: end)  // stranger29c C8: not "agreed"
    }
    if twoSheets, why?.isEmpty ?? true { throw .correctionNeedsReason(letter, end: end) }
    if let why,
      let problem = why.isEmpty ? "a few words" : Names.freeTextProblem(why, oneLine: true)
    {
      throw .correctionReason(letter, end: end, problem: problem)
    }
    var probe = target
    try probe.correct(letter, end: end, arrow: arrow, to: notation)
    let was = target.ends(of: letter)[end - 1][arrow - 1]  // probe checked it exists
    let value = probe.ends(of: letter)[end - 1][arrow - 1]
    guard value != was else { throw .nothingToCorrect(letter, end: end, arrow: arrow, was) }
    target = probe
    let recorded = why.map {
      TargetCorrection(letter: letter, end: end, arrow: arrow, was: was, now: value, reason: $0)
    }
    if let recorded { corrections.append(recorded) }
    return .corrected(letter, end: end, arrow: arrow, value, recorded: recorded)
  }

  /// Withdraws the archer at `letter` (``Target/withdraw(_:)``), refused while a first sheet of
  /// theirs waits for the second: the end they shot is agreed or settled first, never dropped
  /// (stranger29d D8).
  public mutating func withdraw(_ letter: TargetLetter) throws(TargetError) {
    _ = try withdrawal(of: letter)
    try target.withdraw(letter)
  }

  /// What withdrawing the archer at `letter` would do (``TargetWithdrawal``), refused as
  /// ``withdraw(_:)`` refuses it, so a question is asked only of a withdrawal that can be done.
  public func withdrawal(of letter: TargetLetter) throws(TargetError) -> TargetWithdrawal {
    let withdrawal = try target.withdrawal(of: letter)
    if let waiting = sheets[letter] { throw .withdrawalWaitsForSheet(letter, end: waiting.end) }
    return withdrawal
  }

  /// Refuses a line for a withdrawn archer with the withdrawal, before any sheet's advice
  /// (stranger29c C6).
  private func refuseWithdrawn(_ letter: TargetLetter) throws(TargetError) {
    guard target.isWithdrawn(letter) else { return }
    let end = target.ends(of: letter).count + 1
    throw .roundClosed(letter, end: end, target.closedRound(of: letter))
  }

  /// The end waiting at `letter`, refused when none is.
  private func waitingSheet(_ letter: TargetLetter) throws(TargetError) -> TwoScorerEnd {
    try refuseWithdrawn(letter)
    _ = try target.letter(letter.rawValue)
    guard let waiting = sheets[letter] else {
      throw .noFirstSheet(letter, end: target.ends(of: letter).count + 1)
    }
    return waiting
  }

  /// `notation` read as the archer's next end, checked as a first sheet would be.
  private func read(_ notation: [String], for letter: TargetLetter) throws(TargetError)
    -> [ArrowValue]
  {
    var probe = target
    try probe.enter(notation, for: letter)
    return probe.ends(of: letter).last ?? []
  }
}
