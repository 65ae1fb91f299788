public import CoreInterfaces
import Foundation

/// One archer's end on two score sheets, as competition rules want: the second sheet is compared
/// with the first at once, arrow by arrow in score-sheet order (highest first, X before 10, so
/// two scorers who wrote the same arrows in another order agree), and the end may be saved only
/// when both agree or the scorer has settled it — the settling recorded with its reason.
public struct TwoScorerEnd: Hashable, Sendable {
  /// An arrow the sheets disagree on: its place in score-sheet order (from 1) and both values.
  public struct Difference: Hashable, Sendable {
    /// Its place in score-sheet order, from 1.
    public let arrow: Int
    /// The first scorer's value.
    public let first: ArrowValue
    /// The second scorer's value.
    public let second: ArrowValue
  }

  /// How a disagreement was settled: the arrows kept, why, and what the sheets said.
  public struct Settlement: Hashable, Sendable {
    /// The arrows saved for the end.
    public let arrows: [ArrowValue]
    /// Why (a judge's call, the archer's arrows checked), as the scorer wrote it.
    public let reason: String
    /// The differences it settled.
    public let differences: [Difference]
  }

  /// An end as a store kept it: both sheets and its settling's arrows and reason, if settled.
  public init(
    restoring letter: TargetLetter, end: Int, first: [ArrowValue], second: [ArrowValue]?,
    settled: (arrows: [ArrowValue], reason: String)?
  ) {
    self.init(letter: letter, end: end, first: first)
    self.second = second
    if let settled {
      settlement = Settlement(
        arrows: settled.arrows, reason: settled.reason, differences: differences)
    }
  }

  /// The archer's letter on the target.
  public let letter: TargetLetter
  /// The end, from 1.
  public let end: Int
  /// The first scorer's arrows, as entered.
  public let first: [ArrowValue]
  /// The second scorer's arrows, once entered.
  public private(set) var second: [ArrowValue]?
  /// The settling, once the scorer settled a disagreement.
  public private(set) var settlement: Settlement?

  /// The end as the first scorer entered it.
  public init(letter: TargetLetter, end: Int, first: [ArrowValue]) {
    self.letter = letter
    self.end = end
    self.first = first
  }

  /// Enters (or enters again) the second sheet: refused when its arrow count differs from the
  /// first's, or once the end is settled.
  public mutating func enterSecond(_ arrows: [ArrowValue]) throws(TwoScorerError) {
    guard settlement == nil else { throw .alreadySettled(letter, end: end) }
    guard arrows.count == first.count else {
      throw .arrowCount(letter, end: end, given: arrows.count, expected: first.count)
    }
    second = arrows
  }

  /// Where the sheets differ, arrow by arrow in score-sheet order; empty before a second sheet.
  public var differences: [Difference] {
    guard let second else { return [] }
    return zip(Self.sheetOrder(first), Self.sheetOrder(second)).enumerated().compactMap {
      index, pair in
      pair.0 == pair.1 ? nil : Difference(arrow: index + 1, first: pair.0, second: pair.1)
    }
  }

  /// Whether both sheets are in and say the same.
  public var agree: Bool { second != nil && differences.isEmpty }

  /// The arrows to save: the first sheet's when both agree, the settled ones when settled, and
  /// `nil` while the end may not be saved.
  public var toSave: [ArrowValue]? {
    if let settlement { return settlement.arrows }
    return agree ? first : nil
  }

  /// Settles a disagreement with `arrows` (one sheet's, or a judge's), recording `reason`:
  /// refused when there is nothing to settle, for a wrong count, or without a reason.
  public mutating func settle(_ arrows: [ArrowValue], reason: String) throws(TwoScorerError) {
    guard settlement == nil else { throw .alreadySettled(letter, end: end) }
    guard second != nil, !agree else { throw .nothingToSettle(letter, end: end) }
    guard arrows.count == first.count else {
      throw .arrowCount(letter, end: end, given: arrows.count, expected: first.count)
    }
    let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
    if reason.isEmpty {
      throw .reason(letter, end: end, problem: "a few words: who settled it, and how")
    }
    if let problem = Names.freeTextProblem(reason, oneLine: true) {
      throw .reason(letter, end: end, problem: problem)
    }
    settlement = Settlement(arrows: arrows, reason: reason, differences: differences)
  }

  /// Arrows as a score sheet lists them: highest first, an X before a 10, a miss last.
  static func sheetOrder(_ arrows: [ArrowValue]) -> [ArrowValue] {
    arrows.sorted { ($0.points, $0.isX ? 1 : 0) > ($1.points, $1.isX ? 1 : 0) }
  }
}
