public import CoreInterfaces

/// A match as the in-memory store keeps it, as the live store does: its format, each side's
/// store archers (a guest is no one's history), and its sets and shoot-offs as written; where
/// it stands is replayed by the rulebook whenever it is counted, never kept.
public struct MatchRecord: Sendable {
  /// Its ID, which a damaged one is named by.
  public let id: MatchID
  /// The format shot.
  public let format: MatchFormat
  /// Side A's store archers.
  public let sideA: [ArcherID]
  /// Side B's store archers.
  public let sideB: [ArcherID]
  /// Each set as both sides' arrows in `MatchNotation` (`"10 9 9"`).
  public let sets: [(a: String, b: String)]
  /// Each shoot-off's arrows.
  public let shootOffs: [(a: [ShootOffArrow], b: [ShootOffArrow])]

  /// A record of a `format` match between `sideA` and `sideB` with `sets` and `shootOffs` shot.
  public init(
    id: MatchID = MatchID(), format: MatchFormat, sideA: [ArcherID], sideB: [ArcherID],
    sets: [(a: String, b: String)], shootOffs: [(a: [ShootOffArrow], b: [ShootOffArrow])] = []
  ) {
    (self.id, self.format, self.sideA, self.sideB) = (id, format, sideA, sideB)
    (self.sets, self.shootOffs) = (sets, shootOffs)
  }

  /// Whose history the preview's matches are (made once, so the same wherever it is read).
  public static let sampleArcher = ArcherID()

  /// A sample for previews: the sample archer wins a set match 6-2 against a guest.
  public static var samples: [MatchRecord] {
    [
      MatchRecord(
        format: .sets, sideA: [sampleArcher], sideB: [],
        sets: [
          (a: "10 10 9", b: "9 9 9"), (a: "9 9 8", b: "10 9 9"), (a: "X 10 10", b: "10 9 9"),
          (a: "10 9 9", b: "9 9 9"),
        ])
    ]
  }

  /// `archer`'s matches in `records` counted together, each replayed by the rulebook; one whose
  /// sets the rules refuse is damage naming it, left out of the tally (as the live store does).
  public static func history(_ records: [MatchRecord], of archer: ArcherID) -> MatchHistory {
    var tally = MatchTally()
    var damaged: [StoreDamage] = []
    for record in records {
      let side: MatchSide? =
        record.sideA.contains(archer) ? .a : record.sideB.contains(archer) ? .b : nil
      guard let side else { continue }
      do {
        let match = try Match.replay(record.format, sets: record.sets, shootOffs: record.shootOffs)
        tally.add(MatchSummary(match, side: side))
      } catch {
        damaged.append(
          StoreDamage(
            row: "match", problem: error.errorDescription ?? "\(error)",
            id: record.id.description))
      }
    }
    return MatchHistory(tally, damaged: damaged)
  }
}
