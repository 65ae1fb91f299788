public import CoreInterfaces
import Foundation

/// Up to six archers shooting one round on one target, scored on one device: letters A, B, C…
/// in the order they join, an end entered a line per archer, any arrow corrected, and everyone's
/// running total ranked. The target moves to the next end once every archer's end is in. Pure:
/// storing each archer's round is the client's.
public struct Target: Hashable, Sendable {
  /// Archers one target holds: A to F.
  public static let capacity = TargetLetter.allCases.count

  /// The round every archer on the target shoots.
  public let round: RoundDefinition
  /// The archers, in letter order.
  public private(set) var archers: [TargetArcher] = []
  /// Each archer's ends entered so far, by letter.
  private var ends: [TargetLetter: [[ArrowValue]]] = [:]
  /// The stored archers whose own round takes no arrows now (paused, cancelled, ended early),
  /// by letter, with its phase: a store's read of each round's status.
  public private(set) var closed: [TargetLetter: RoundProgress.Phase] = [:]

  /// An empty target for `round`.
  public init(round: RoundDefinition) { self.round = round }

  /// A target as a store kept it: its archers and each one's ends, taken as they were checked
  /// when entered (a store's read; the rules ran on each write).
  public init(
    restoring round: RoundDefinition, archers: [TargetArcher], ends: [TargetLetter: [[ArrowValue]]],
    closed: [TargetLetter: RoundProgress.Phase] = [:]
  ) {
    self.round = round
    self.archers = archers
    self.closed = closed.filter { letter, _ in archers.contains { $0.letter == letter } }
    for archer in archers { self.ends[archer.letter] = ends[archer.letter] ?? [] }
  }

  /// Adds an archer at the next letter: refused past the sixth, for a name that is not one, or
  /// for one already on the target. Returns their letter.
  @discardableResult
  public mutating func add(_ who: TargetArcher.Who, bowStyle: BowStyle? = nil)
    throws(TargetError) -> TargetLetter
  {
    let given =
      switch who {
      case .archer(_, let name), .guest(let name): name
      }
    guard archers.count < Self.capacity else { throw .full(name: given) }
    let name: String
    do throws(ValueRangeError) { name = try Names.validated(given, "archer name") } catch {
      throw .name(error)
    }
    if let same = archers.first(where: { Names.comparable($0.name) == Names.comparable(name) }) {
      throw .alreadyOnTarget(name: name, letter: same.letter)
    }
    let letter = TargetLetter.allCases[archers.count]
    let checked: TargetArcher.Who =
      switch who {
      case .archer(let id, _): .archer(id, name: name)
      case .guest: .guest(name: name)
      }
    archers.append(TargetArcher(letter: letter, who: checked, bowStyle: bowStyle))
    ends[letter] = []
    return letter
  }

  /// The letter `text` names (`b` or `B`), refused when no archer on the target has it.
  public func letter(_ text: String) throws(TargetError) -> TargetLetter {
    let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
    guard let letter = TargetLetter(rawValue: trimmed), ends[letter] != nil else {
      throw .letterNotOnTarget(text, letters: archers.map(\.letter))
    }
    return letter
  }

  /// The archer at `letter`, if one is on the target.
  public func archer(_ letter: TargetLetter) -> TargetArcher? {
    archers.first { $0.letter == letter }
  }

  /// The ends the archer at `letter` has entered.
  public func ends(of letter: TargetLetter) -> [[ArrowValue]] { ends[letter] ?? [] }

  /// Whether the archer at `letter` has withdrawn: their own round was cancelled or ended early
  /// (`quiver rounds cancel/finish`, or the app's Scoring screen). A withdrawn archer keeps their
  /// arrows and place in the ranking, takes no more ends, and the target goes on without them.
  public func isWithdrawn(_ letter: TargetLetter) -> Bool {
    closed[letter].map { $0 != .paused } ?? false
  }

  /// The phase the archer at `letter`'s own round closed at, `nil` for a guest who withdrew (a
  /// guest has no round) or an archer still shooting: what a refused line for them names.
  public func closedRound(of letter: TargetLetter) -> RoundProgress.Phase? {
    guard let phase = closed[letter] else { return nil }
    guard case .guest = archer(letter)?.who, phase != .paused else { return phase }
    return nil
  }

  /// Withdraws the archer at `letter` (they leave; a guest as well as a stored archer): they keep
  /// their arrows, take no more ends, and the target goes on without them. Refused for one who
  /// has withdrawn already or whose round is complete. With no end saved, their place closes
  /// cancelled, not ended early at 0 arrows (stranger29d D8).
  public mutating func withdraw(_ letter: TargetLetter) throws(TargetError) {
    closed[letter] = try withdrawal(of: letter).phase
  }

  /// What withdrawing the archer at `letter` would do, refused as ``withdraw(_:)`` refuses it.
  public func withdrawal(of letter: TargetLetter) throws(TargetError) -> TargetWithdrawal {
    guard let archer = archer(letter) else {
      throw .letterNotOnTarget(letter.rawValue, letters: archers.map(\.letter))
    }
    let guest = if case .guest = archer.who { true } else { false }
    if isWithdrawn(letter), let phase = closed[letter] {
      throw .alreadyWithdrawn(letter, guest ? nil : phase)
    }
    if let total = round.totalEnds, isComplete(letter) { throw .roundComplete(letter, ends: total) }
    return TargetWithdrawal(
      letter: letter, name: archer.name, guest: guest,
      arrows: ends(of: letter).reduce(0) { $0 + $1.count }, totalArrows: round.totalArrows)
  }

  /// The end the target is on: one past the fewest ends any archer still shooting has in
  /// (a withdrawn archer holds no one back).
  public var currentEnd: Int {
    let shooting = archers.filter { !isWithdrawn($0.letter) }
    return ((shooting.isEmpty ? archers : shooting).map { ends(of: $0.letter).count }.min() ?? 0)
      + 1
  }

  /// The archers whose current end is not in yet, in letter order (never a withdrawn one).
  public var waiting: [TargetLetter] {
    archers.map(\.letter).filter {
      ends(of: $0).count < currentEnd && !isComplete($0) && !isWithdrawn($0)
    }
  }

  /// Whether the archer at `letter` has shot every end of the round (never, in practice).
  public func isComplete(_ letter: TargetLetter) -> Bool {
    guard let total = round.totalEnds else { return false }
    return ends(of: letter).count >= total
  }

  /// Whether every archer withdrew: the target ended with no one shooting (stranger29c C5).
  public var everyoneWithdrew: Bool { state == .everyoneWithdrew }

  /// Whether the target is complete: every archer who did not withdraw shot every end, and at
  /// least one did (a target everyone withdrew from is not complete: stranger29c C5).
  public var isComplete: Bool { state == .complete }

  /// Where the target stands (``TargetState``): the one home of "complete".
  public var state: TargetState {
    let staying = archers.filter { !isWithdrawn($0.letter) }
    if !archers.isEmpty && staying.isEmpty { return .everyoneWithdrew }
    if !staying.isEmpty && staying.allSatisfy({ isComplete($0.letter) }) { return .complete }
    return .shooting
  }

  /// Enters the archer's next end from its notation (`X 10 9`), checked whole against the
  /// archer's face for that end: nothing is kept when one arrow is refused.
  public mutating func enter(_ notation: [String], for letter: TargetLetter) throws(TargetError) {
    let (archer, end) = try nextEnd(of: letter)
    let arrows = try values(notation, for: archer, end: end)
    guard arrows.count == round.arrowsPerEnd else {
      throw .arrowCount(letter, end: end, given: arrows.count, expected: round.arrowsPerEnd)
    }
    ends[letter, default: []].append(arrows)
  }

  /// Enters arrows already read on the archer's face (a sheet checked by ``enter(_:for:)``).
  mutating func enter(values arrows: [ArrowValue], for letter: TargetLetter) throws(TargetError) {
    let (_, end) = try nextEnd(of: letter)
    guard arrows.count == round.arrowsPerEnd else {
      throw .arrowCount(letter, end: end, given: arrows.count, expected: round.arrowsPerEnd)
    }
    ends[letter, default: []].append(arrows)
  }

  /// The archer at `letter` and the end they enter next, refused when not on the target, when
  /// their round is complete or closed (paused, or withdrawn), or while the target is still on an earlier end.
  private func nextEnd(of letter: TargetLetter) throws(TargetError) -> (TargetArcher, Int) {
    guard let archer = archer(letter) else {
      throw .letterNotOnTarget(letter.rawValue, letters: archers.map(\.letter))
    }
    let end = ends(of: letter).count + 1
    if let total = round.totalEnds, end > total { throw .roundComplete(letter, ends: total) }
    if closed[letter] != nil { throw .roundClosed(letter, end: end, closedRound(of: letter)) }
    guard end <= currentEnd else {
      throw .endNotReached(letter, end: end, waiting: waiting)
    }
    return (archer, end)
  }

  /// Corrects arrow `arrow` (from 1) of the archer's end `end` (from 1) to `notation`.
  public mutating func correct(
    _ letter: TargetLetter, end: Int, arrow: Int, to notation: String
  ) throws(TargetError) {
    guard let archer = archer(letter) else {
      throw .letterNotOnTarget(letter.rawValue, letters: archers.map(\.letter))
    }
    let shot = ends(of: letter)
    guard shot.indices.contains(end - 1), shot[end - 1].indices.contains(arrow - 1) else {
      throw .noSuchArrow(letter, end: end, arrow: arrow)
    }
    let value = try values([notation], for: archer, end: end)
    ends[letter, default: []][end - 1][arrow - 1] = value[0]  // one notation, one value
  }

  /// Everyone's standing after the ends entered, ranked (``TargetStanding``).
  public var standings: [TargetStanding] { TargetStanding.ranked(self) }

  private func values(_ notation: [String], for archer: TargetArcher, end: Int)
    throws(TargetError) -> [ArrowValue]
  {
    let system = round.pass(forEnd: end)?.pass.system(for: archer.bowStyle) ?? .tenZone
    var values: [ArrowValue] = []
    for text in notation {
      do throws(InvalidArrowValue) {
        values.append(try ArrowValue(notation: text, on: system))
      } catch {
        throw .arrow(archer.letter, end: end, error)
      }
    }
    return values
  }
}
