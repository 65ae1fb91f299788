import CoreInterfaces

/// One archer's place on a shared target after the ends entered: their last end's total, their
/// running total and counts, and their rank. Ranked by total, then 10s (Xs among them), then Xs,
/// as a ranking round's ties are split; archers equal in all three share a rank.
public struct TargetStanding: Hashable, Sendable {
  /// Their letter.
  public let letter: TargetLetter
  /// Their name.
  public let name: String
  /// Ends entered.
  public let ends: Int
  /// Their last end's total (0 before any).
  public let lastEnd: Int
  /// Their running total.
  public let total: Int
  /// Arrows scoring the face's top points (10s, with the Xs).
  public let tens: Int
  /// Xs.
  public let xs: Int
  /// Their rank from 1; equal archers share one.
  public let rank: Int

  /// Every archer's standing on `target`, best first (equal ones in letter order).
  static func ranked(_ target: Target) -> [TargetStanding] {
    let rows = target.archers.map { archer in
      let ends = target.ends(of: archer.letter)
      let arrows = ends.joined()
      return (
        archer: archer, ends: ends.count, last: ends.last?.reduce(0) { $0 + $1.points } ?? 0,
        total: arrows.reduce(0) { $0 + $1.points },
        tens: arrows.filter { !$0.isMiss && $0.points >= 10 }.count,
        xs: arrows.filter(\.isX).count
      )
    }
    let sorted = rows.sorted {
      ($0.total, $0.tens, $0.xs) != ($1.total, $1.tens, $1.xs)
        ? ($0.total, $0.tens, $0.xs) > ($1.total, $1.tens, $1.xs)
        : $0.archer.letter < $1.archer.letter
    }
    var standings: [TargetStanding] = []
    for (index, row) in sorted.enumerated() {
      let previous = standings.last
      let shares =
        previous.map { ($0.total, $0.tens, $0.xs) == (row.total, row.tens, row.xs) } ?? false
      standings.append(
        TargetStanding(
          letter: row.archer.letter, name: row.archer.name, ends: row.ends, lastEnd: row.last,
          total: row.total, tens: row.tens, xs: row.xs,
          rank: shares ? previous?.rank ?? index + 1 : index + 1))
    }
    return standings
  }
}
