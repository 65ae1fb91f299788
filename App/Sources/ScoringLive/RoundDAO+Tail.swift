public import CoreInterfaces
public import Scoring
import Store

extension RoundDAO {
  /// The round, its last end's arrows and what its stored summary counts before that end, in
  /// one read: one end by the ends' `(round, end)` key, however long the round. A round whose
  /// summary is missing, or does not hold the end read, is read whole (it still reads).
  public func tail(_ id: RoundID) async throws -> RoundTail {
    try await database.read { db in
      let round = try Self.round(id, db)
      let stamp = try SheetStamp(id, db)
      guard let lastEnd = stamp.lastEnd else {
        return RoundTail(round: round, arrows: [], arrowsBefore: 0, pointsBefore: 0)
      }
      let arrows = try Self.arrows(of: id, end: lastEnd, db, round: round)
      let held = SheetStamp.Tally(arrows)
      guard let tally = stamp.tally, tally.arrows >= held.arrows, tally.total >= held.total else {
        return RoundTail(round: round, all: try Self.arrows(of: id, db, round: round))
      }
      return RoundTail(
        round: round, arrows: arrows, arrowsBefore: tally.arrows - held.arrows,
        pointsBefore: tally.total - held.total)
    }
  }
}
