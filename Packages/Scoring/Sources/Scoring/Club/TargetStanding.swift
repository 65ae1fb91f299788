import CoreInterfaces

/// One archer's place on a shared target after the ends entered: their last end's total, their
/// running total and counts, and their rank. Ranked by total, then the face's tie-break
/// (``TargetTieBreak``: 10s then Xs, hits then golds, or 6s then 5s); archers equal in all three
/// share a rank.
/// An archer who withdrew ranks after everyone still shooting or finished, as a results list
/// puts a withdrawn (DNF) archer below the finishers (stranger29c C9).
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
  /// Arrows that scored (not misses).
  public let hits: Int
  /// Arrows in the gold (the face's top two rings, or its 9 on a 5-zone face).
  public let golds: Int
  /// Arrows scoring 6 (a World Archery field face's top zone).
  public let sixes: Int
  /// Arrows scoring 5.
  public let fives: Int
  /// Their rank from 1; equal archers share one.
  public let rank: Int

  /// Every archer's standing on `target`, best first (equal ones in letter order).
  static func ranked(_ target: Target) -> [TargetStanding] {
    let tieBreak = TargetTieBreak.of(target.round)
    let rows = target.archers.map { archer in
      let ends = target.ends(of: archer.letter)
      let arrows = ends.joined()
      let golds = ends.enumerated().reduce(0) { count, end in
        let system = target.round.pass(forEnd: end.offset + 1)?.pass.system(for: archer.bowStyle)
        let gold = (system ?? .tenZone).goldPoints
        return count + end.element.filter { !$0.isMiss && gold.contains($0.points) }.count
      }
      return (
        archer: archer, ends: ends.count, last: ends.last?.reduce(0) { $0 + $1.points } ?? 0,
        total: arrows.reduce(0) { $0 + $1.points },
        tens: arrows.filter { !$0.isMiss && $0.points >= 10 }.count,
        xs: arrows.filter(\.isX).count, hits: arrows.filter { !$0.isMiss }.count, golds: golds,
        sixes: arrows.filter { !$0.isMiss && $0.points == 6 }.count,
        fives: arrows.filter { !$0.isMiss && $0.points == 5 }.count
      )
    }
    let keyed = rows.map { row in
      let shooting = target.isWithdrawn(row.archer.letter) ? 0 : 1
      let key =
        switch tieBreak {
        case .tensThenXs: [row.total, row.tens, row.xs]
        case .hitsThenGolds: [row.total, row.hits, row.golds]
        case .sixesThenFives: [row.total, row.sixes, row.fives]
        }
      return (row: row, key: [shooting] + key)
    }
    let sorted = keyed.sorted {
      $0.key != $1.key
        ? $1.key.lexicographicallyPrecedes($0.key)
        : $0.row.archer.letter < $1.row.archer.letter
    }
    var standings: [TargetStanding] = []
    var previousKey: [Int]?
    for (index, entry) in sorted.enumerated() {
      let row = entry.row
      let shares = previousKey == entry.key
      standings.append(
        TargetStanding(
          letter: row.archer.letter, name: row.archer.name, ends: row.ends, lastEnd: row.last,
          total: row.total, tens: row.tens, xs: row.xs, hits: row.hits, golds: row.golds,
          sixes: row.sixes, fives: row.fives,
          rank: shares ? standings.last?.rank ?? index + 1 : index + 1))
      previousKey = entry.key
    }
    return standings
  }
}
