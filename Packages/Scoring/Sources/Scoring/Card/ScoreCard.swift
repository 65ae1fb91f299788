public import CoreInterfaces

/// A round's arrows as a scoresheet: ends in order with their totals and running totals, and
/// where the next arrow goes. Pure and cheap, so the live model and `quiver rounds show` agree.
public struct ScoreCard: Sendable, Equatable {
  /// One end on the sheet.
  public struct End: Sendable, Equatable {
    /// The end's number, from 1.
    public var number: Int
    /// Its arrows, in the order shot.
    public var arrows: [ArrowEntry]
    /// The end's points.
    public var total: Int
    /// The points of this end and every end before it.
    public var runningTotal: Int
    /// Whether it holds a full end of arrows.
    public var isComplete: Bool
  }

  /// The round's definition.
  public let definition: RoundDefinition
  /// Every end with at least one arrow, in order.
  public let ends: [End]
  /// How the arrows fill the round (`RoundProgress`); where arrows go does not depend on the
  /// status, so the sheet asks it as a round being shot.
  private let filling: RoundProgress

  /// The sheet of `arrows` in a round of `definition`.
  public init(definition: RoundDefinition, arrows: [ScoredArrow]) {
    self.definition = definition
    let filling = RoundProgress(
      definition, status: .inProgress, endNumbers: arrows.map(\.endNumber))
    self.filling = filling
    let byEnd = Dictionary(grouping: arrows, by: \.endNumber)
    var running = 0
    ends = byEnd.keys.sorted().map { number in
      let entries = (byEnd[number] ?? []).sorted { $0.arrowIndex < $1.arrowIndex }.map(\.entry)
      let total = entries.reduce(0) { $0 + $1.points }
      running += total
      return End(
        number: number, arrows: entries, total: total, runningTotal: running,
        isComplete: filling.isFull(endHolding: entries.count))
    }
  }

  /// Points so far.
  public var total: Int { ends.last?.runningTotal ?? 0 }
  /// Arrows entered so far.
  public var arrowsShot: Int { ends.reduce(0) { $0 + $1.arrows.count } }
  /// Whether every arrow of the round is in (never, for practice).
  public var isFull: Bool { filling.isWhole }

  /// Where the next arrow goes: the last end if it has room, else the start of the next end;
  /// `nil` once the round is full.
  public var nextPlace: (endNumber: Int, arrowIndex: Int)? {
    filling.nextPlace.map { ($0.endNumber, $0.arrowIndex) }
  }
}
