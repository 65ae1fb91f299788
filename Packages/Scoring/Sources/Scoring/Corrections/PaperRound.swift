public import CoreInterfaces
public import Foundation

/// A round shot on paper and entered afterwards: what was shot, on which day, with which bow
/// style, and every arrow, each checked against the face of its end before anything is saved.
public struct PaperRound: Sendable, Hashable {
  /// What was shot.
  public var definition: RoundDefinition
  /// The day it was shot, at noon where it was entered (``day(_:now:timeZone:)``).
  public var shotOn: Date
  /// The bow style it was scored for (compound: inner ten); `nil` scores the recurve ten.
  public var bowStyle: BowStyle?
  /// Every arrow, in shooting order; none when the round was entered by its total.
  public var arrows: [ScoredArrow]
  /// The total, when the round was entered by it alone (its arrows were not kept).
  public var recordedTotal: Int?

  /// Checks `ends` (each one end's notations: `X`, `10`…`1`, `M`) against `definition` for
  /// `bowStyle`: each end fits, each value is possible on its face, a fixed round is whole.
  public init(
    definition: RoundDefinition, shotOn: Date, bowStyle: BowStyle?, ends: [[String]]
  ) throws {
    let checking = ShotRound(
      id: RoundID(), definition: definition, status: .inProgress, bowStyle: bowStyle)
    var arrows: [ScoredArrow] = []
    for (offset, end) in ends.enumerated() {
      let endNumber = offset + 1
      guard end.count <= definition.arrowsPerEnd else {
        throw CorrectionError.endTooLong(
          end: endNumber, arrows: end.count, perEnd: definition.arrowsPerEnd)
      }
      for (index, notation) in end.enumerated() {
        guard let system = checking.system(forEnd: endNumber) else {
          throw ScoringError.endOutOfRange(endNumber, ends: definition.totalEnds ?? 0)
        }
        do {
          let value = try ArrowValue(notation: notation, on: system)
          let arrow = ScoredArrow(endNumber: endNumber, arrowIndex: index, value: value)
          _ = try checking.place(of: arrow, held: arrows.count)
          arrows.append(arrow)
        } catch {
          throw ScoringError.lineRefused(
            position: arrows.count + 1, value: notation,
            reason: (error as? any LocalizedError)?.errorDescription ?? "not a value")
        }
      }
    }
    guard !arrows.isEmpty else { throw CorrectionError.paperRoundEmpty }
    if let needed = definition.totalArrows, arrows.count != needed {
      throw CorrectionError.paperRoundIncomplete(arrows: arrows.count, needed: needed)
    }
    self.definition = definition
    self.shotOn = shotOn
    self.bowStyle = bowStyle
    self.arrows = arrows
  }

  /// A fixed round entered by its `total` alone, refused unless the round can score it on its
  /// faces for `bowStyle` (a York cannot score 1,295).
  public init(
    definition: RoundDefinition, shotOn: Date, bowStyle: BowStyle?, total: Int
  ) throws(CorrectionError) {
    guard let maximum = definition.maxScore else { throw .practiceNeedsArrows }
    guard definition.canScore(total, bowStyle: bowStyle) else {
      throw .impossibleTotal(total, round: definition.name, maximum: maximum)
    }
    self.definition = definition
    self.shotOn = shotOn
    self.bowStyle = bowStyle
    self.arrows = []
    self.recordedTotal = total
  }

  /// The ends of `text`: ends split by `/`, arrows by spaces or commas (`"X 10 9/9 9 8"`).
  public static func ends(from text: String) -> [[String]] {
    text.split(separator: "/").map { end in
      end.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    }
  }

  /// The day `text` (`YYYY-MM-DD`) at noon in `timeZone` (the archer's), so it lists as that
  /// day wherever it is read within twelve hours of there; refused unless it is a real day not
  /// after today in `timeZone`, within the start bound every round keeps (`Bounded.startProblem`).
  public static func day(
    _ text: String, now: Date, timeZone: TimeZone = .current
  ) throws(CorrectionError) -> Date {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1900...9999).contains(year)
    else { throw .badDate(text) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let wanted = DateComponents(year: year, month: month, day: day, hour: 12)
    guard let date = calendar.date(from: wanted) else { throw .badDate(text) }
    let read = calendar.dateComponents([.year, .month, .day], from: date)
    guard read.year == year, read.month == month, read.day == day,
      calendar.startOfDay(for: date) <= now,
      Bounded.startProblem(date.timeIntervalSince1970, now: now.timeIntervalSince1970) == nil
    else { throw .badDate(text) }
    return date
  }
}
