public import Analytics
public import CoreInterfaces
public import Scoring

/// One end as every end-by-end text shows it: its number, arrows, face and totals. Made from a
/// live round's card (Scoring) or a stored record (Analytics), so both render the same way.
public struct EndRow: Sendable, Equatable {
  /// The end's number, from 1.
  public var number: Int
  /// Its arrows, in the order shot.
  public var arrows: [ArrowValue]
  /// The face's scoring system, for colour; `nil` past the round's last end.
  public var system: ScoringSystem?
  /// The end's points.
  public var total: Int
  /// The points of this end and every end before it.
  public var runningTotal: Int

  /// A row from its parts.
  public init(
    number: Int, arrows: [ArrowValue], system: ScoringSystem?, total: Int, runningTotal: Int
  ) {
    self.number = number
    self.arrows = arrows
    self.system = system
    self.total = total
    self.runningTotal = runningTotal
  }

  /// The rows of a live round's card.
  public static func rows(_ card: ScoreCard, of round: ShotRound) -> [EndRow] {
    card.ends.map { end in
      EndRow(
        number: end.number, arrows: end.arrows.map(\.value),
        system: round.system(forEnd: end.number), total: end.total,
        runningTotal: end.runningTotal)
    }
  }

  /// The rows of a stored round, totals as its statistics counted them.
  public static func rows(_ record: RoundRecord, _ statistics: RoundStatistics) -> [EndRow] {
    let byEnd = Dictionary(grouping: record.arrows, by: \.endNumber)
    return statistics.ends.map { end in
      EndRow(
        number: end.number,
        arrows: (byEnd[end.number] ?? []).sorted { $0.arrowIndex < $1.arrowIndex }.map(\.value),
        system: record.system(forEnd: end.number), total: end.total,
        runningTotal: end.runningTotal)
    }
  }
}
