import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Foundation
import Scoring
import Store
import Testing

@Suite("DAOs", .timeLimit(.minutes(1)))
struct DAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func equipmentRoundTripsWithSpecificationsAndSortsByName() async throws {
    let dao = EquipmentDAO(database)
    let limbs = try await dao.save(
      EquipmentItem(kind: .limbs, name: " Uukha ", specifications: ["poundage": "38"]))
    _ = try await dao.save(EquipmentItem(kind: .limbs, name: "Border"))
    #expect(limbs.name == "Uukha")
    #expect(try await dao.fetchAll(.limbs).map(\.name) == ["Border", "Uukha"])
    #expect(try await dao.fetchAll(.limbs).last == limbs)
    #expect(try await dao.fetchAll(.riser).isEmpty)
  }

  @Test func deletingAnItemInUseIsRefusedAndKeepsIt() async throws {
    let dao = EquipmentDAO(database)
    let riser = try await dao.save(EquipmentItem(kind: .riser, name: "Formula"))
    _ = try await dao.saveBowSetup(
      BowSetup(name: "Indoor", bowStyle: .recurve, components: [.riser: riser.id]))
    await #expect(throws: EquipmentError.inUse(riser.id, setup: "Indoor")) {
      try await dao.delete(riser.id)
    }
    #expect(try await dao.fetchAll(.riser) == [riser])
    let unknown = EquipmentID()
    await #expect(throws: EquipmentError.notFound(unknown)) { try await dao.delete(unknown) }
  }

  @Test func setupsKeepTheirComponents() async throws {
    let dao = EquipmentDAO(database)
    let riser = try await dao.save(EquipmentItem(kind: .riser, name: "Formula"))
    let sight = try await dao.save(EquipmentItem(kind: .sight, name: "Shibuya"))
    let setup = BowSetup(
      name: "Outdoor", bowStyle: .recurve, components: [.riser: riser.id, .sight: sight.id],
      drawWeightPounds: 40)
    _ = try await dao.saveBowSetup(setup)
    #expect(try await dao.fetchBowSetups() == [setup])
    var changed = setup
    changed.components = [.riser: riser.id]
    _ = try await dao.saveBowSetup(changed)
    #expect(try await dao.fetchBowSetups() == [changed])
  }

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

  @Test func observedQueriesEmitNowAndAfterCommitsThatTouchTheirTables() async throws {
    let dao = EquipmentDAO(database)
    let settings = SavedStateDAO(database)
    var iterator = dao.observeAll().makeAsyncIterator()
    #expect(try await iterator.next()?.isEmpty == true)
    _ = try await dao.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
    #expect(try await iterator.next()?.map(\.name) == ["Spigarelli"])
    try await settings.setSetting("units", to: "metric")  // another table: no emission
    _ = try await dao.save(EquipmentItem(kind: .rest, name: "Beiter"))
    #expect(try await iterator.next()?.map(\.name) == ["Beiter", "Spigarelli"])
    #expect(try await dao.observeAll().first().count == 2, "first() is the one-shot read")
  }

  @Test func analyticsTotalsMatchTheArrows() async throws {
    let rounds = RoundDAO(database)
    let analytics = AnalyticsDAO(database)
    let id = try await rounds.start("portsmouth", setup: nil)
    let values = try ["X", "9", "M", "10", "7", "8"].map {
      try ArrowValue(notation: $0, on: .tenZone)
    }
    try await rounds.importArrows(
      id,
      values.enumerated().map {
        ScoredArrow(endNumber: $0.offset / 3 + 1, arrowIndex: $0.offset % 3, value: $0.element)
      })
    #expect(
      try await analytics.roundTotals() == [
        RoundTotals(id: id, arrows: 6, total: 44, xs: 1, misses: 1)
      ])
    #expect(try await analytics.rounds().map(\.name) == ["Portsmouth"])
    #expect(try await analytics.arrows(id).count == 6)
  }

  @Test func thePathAndSettingsSurviveAReopen() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("q.sqlite")
    do {
      let state = SavedStateDAO(try Database(.file(path)))
      try await state.savePath(["home", "equipment"])
      try await state.setSetting("units", to: "imperial")
    }
    let reopened = SavedStateDAO(try Database(.file(path)))
    #expect(try await reopened.loadPath([String].self) == ["home", "equipment"])
    #expect(try await reopened.setting("units") == "imperial")
    #expect(try await reopened.setting("missing") == nil)
  }
}
