import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

@Suite("Round DAO", .timeLimit(.minutes(1)))
struct RoundDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func savingAnArrowTwiceReplacesItAndResumingNeverDuplicates() async throws {
    let rounds = RoundDAO(database)
    let id = try await rounds.start("portsmouth", setup: nil)
    let nine = try ArrowValue(points: 9, on: .tenZone)
    for _ in 0..<3 {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine))
    }
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    try await rounds.saveArrow(
      id, ScoredArrow(endNumber: 1, arrowIndex: 1, value: nine, x: 0.01, y: -0.02))
    let saved = try await rounds.arrows(id)
    #expect(saved.map(\.value) == [.miss, nine])
    #expect(saved[1].x == 0.01 && saved[1].y == -0.02)
  }

  @Test func impossibleArrowsAreRefusedAndStoreNothing() async throws {
    let rounds = RoundDAO(database)
    let id = try await rounds.start("york", setup: nil)
    let ten = ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false)
    await #expect(
      throws: ScoringError.invalidArrow(.pointsNotOnFace(points: 10, system: .fiveZone))
    ) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: ten))
    }
    await #expect(throws: ScoringError.endOutOfRange(25, ends: 24)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 25, arrowIndex: 0, value: .miss))
    }
    #expect(try await rounds.arrows(id).isEmpty)
  }

  @Test func theSchemaItselfRefusesImpossibleScores() async throws {
    let rounds = RoundDAO(database)
    let id = try await rounds.start("portsmouth", setup: nil)
    try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    for bad in ["12, 0, 0", "0, 0, 0", "5, 0, 1", "10, 1, 1"] {
      let error = await #expect(throws: SQLiteError.self) {
        try await database.write(touching: []) { db in
          try db.execute(
            "INSERT INTO arrows (end_id, arrow_index, points, is_x, is_miss) VALUES ((SELECT min(id) FROM ends), 5, \(bad))"
          )
        }
      }
      #expect(error?.isConstraintViolation == true, "\(bad)")
    }
  }

  @Test func anImportIsAllOrNothing() async throws {
    let rounds = RoundDAO(database)
    let id = try await rounds.start("worcester", setup: nil)
    let five = try ArrowValue(points: 5, on: .worcester)
    let good = (0..<5).map { ScoredArrow(endNumber: 1, arrowIndex: $0, value: five) }
    let bad = ScoredArrow(
      endNumber: 2, arrowIndex: 0, value: ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false))
    await #expect(throws: ScoringError.self) { try await rounds.importArrows(id, good + [bad]) }
    #expect(try await rounds.arrows(id).isEmpty)
    try await rounds.importArrows(id, good)
    #expect(try await rounds.arrows(id).count == 5)
  }

  @Test func statusTransitionsAreChecked() async throws {
    let rounds = RoundDAO(database)
    let id = try await rounds.start("national", setup: nil)
    try await rounds.setStatus(id, .completed)
    await #expect(throws: ScoringError.roundNotActive(.completed)) {
      try await rounds.saveArrow(id, ScoredArrow(endNumber: 1, arrowIndex: 0, value: .miss))
    }
    await #expect(throws: ScoringError.invalidTransition(from: .completed, to: .inProgress)) {
      try await rounds.setStatus(id, .inProgress)
    }
    let unknown = RoundID()
    await #expect(throws: ScoringError.roundNotFound(unknown)) {
      try await rounds.setStatus(unknown, .paused)
    }
  }
}
