import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// What an observed sheet reads after an arrow: the round's last ends, not the round, so the
/// 20,000th arrow costs what the first did; a correction or a status change reads it whole.
@Suite("Round sheet observation (SQLite)", .timeLimit(.minutes(1)))
struct SheetObservationTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  /// A Portsmouth (ends of 3) holding `count` arrows of `value`, followed: its ID, the sheet
  /// last handed (the first one is in) and the task following it, to cancel.
  func followed(arrows count: Int, of value: ArrowValue) async throws
    -> (RoundID, Locked<RoundSheet?>, Task<Void, any Error>)
  {
    let rounds = RoundDAO(database)
    let definition = try #require(RoundCatalogue.round("portsmouth"))
    let id = try await rounds.start(definition, setup: nil).id
    let arrows = (0..<count).map {
      ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: value)
    }
    try await rounds.importArrows(id, arrows)
    let latest = Locked<RoundSheet?>(nil)
    let following = Task {
      for try await sheet in rounds.observeSheet(id) { latest.withLock { $0 = sheet } }
    }
    try await eventually("the first sheet") { latest.withLock { $0 }?.arrows == arrows }
    return (id, latest, following)
  }

  @Test func anArrowSavedRereadsTheLastEndsOnlyAndACorrectionTheWholeRound() async throws {
    let rounds = RoundDAO(database)
    let nine = try ArrowValue(points: 9, on: .tenZone)
    let (id, latest, following) = try await followed(arrows: 12, of: nine)
    defer { following.cancel() }
    // Behind the store's back: the first arrow's number, which no summary counts. Only a sheet
    // read whole would see it.
    try await database.write { db in
      _ = try db.run(
        """
        UPDATE arrows SET arrow_number = 7 WHERE arrow_index = 0
          AND round_id = ? AND end_number = 1
        """, id.description)
    }
    let next = ScoredArrow(endNumber: 5, arrowIndex: 0, value: .miss)
    try await rounds.saveArrow(id, next, expecting: [])
    try await eventually("the new arrow") { latest.withLock { $0 }?.arrows.last == next }
    #expect(
      latest.withLock { $0 }?.arrows.first?.entry.arrowNumber == nil,
      "the save read the last ends, not the first")
    let ten = ScoredArrow(
      endNumber: 2, arrowIndex: 1, value: try ArrowValue(points: 10, on: .tenZone))
    _ = try await rounds.editArrow(id, ten, expecting: ArrowEntry(nine))
    try await eventually("the correction") { latest.withLock { $0 }?.arrows[4] == ten }
    #expect(
      latest.withLock { $0 }?.arrows.first?.entry.arrowNumber == 7,
      "a correction reads the round whole")
  }

  @Test func aSheetThatDoesNotAddUpToItsSummaryIsReadWhole() async throws {
    let (id, latest, following) = try await followed(
      arrows: 6, of: try ArrowValue(points: 9, on: .tenZone))
    defer { following.cancel() }
    // Another tool changes an early arrow's points and its summary with it.
    try await database.write { db in
      _ = try db.run(
        """
        UPDATE arrows SET points = 10 WHERE arrow_index = 0
          AND round_id = ? AND end_number = 1
        """, id.description)
      try RoundSummaries.rewrite(id.description, db)
    }
    try await eventually("the changed arrow") {
      latest.withLock { $0 }?.arrows.first?.value.points == 10
    }
    #expect(latest.withLock { $0 }?.arrows.count == 6)
  }
}
