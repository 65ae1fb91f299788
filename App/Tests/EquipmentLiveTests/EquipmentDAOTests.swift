import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import EquipmentLive
import Foundation
import Store
import Testing

@Suite("Equipment DAO", .timeLimit(.minutes(1)))
struct EquipmentDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func everySampleItemRoundTripsWithItsTypedDetailsAndSortsByName() async throws {
    let dao = EquipmentDAO(database)
    for item in EquipmentSamples.items { _ = try await dao.save(item) }
    let stored = try await dao.fetchAll(nil)
    #expect(Set(stored) == Set(EquipmentSamples.items))
    #expect(stored.map(\.name) == stored.map(\.name).sorted())
    #expect(try await dao.fetch(EquipmentSamples.arrows.id) == EquipmentSamples.arrows)
    #expect(try await dao.count(.stabilizer) == 2)
  }

  @Test func aWrongFieldIsRefusedNamingItAndNothingIsSaved() async throws {
    let dao = EquipmentDAO(database)
    await #expect(throws: EquipmentError.invalid(field: "spine", problem: "must be above 0")) {
      try await dao.save(EquipmentItem(name: "Bad", details: .arrow(.init(spine: -3, count: 12))))
    }
    #expect(try await dao.fetchAll(nil).isEmpty)
  }

  @Test func deletingAnItemInUseIsRefusedAndKeepsIt() async throws {
    let dao = EquipmentDAO(database)
    try await dao.saveSamples()
    await #expect(
      throws: EquipmentError.inUse(EquipmentSamples.sideRod.id, setup: "Indoor recurve")
    ) {
      try await dao.delete(EquipmentSamples.sideRod.id)
    }
    #expect(try await dao.fetch(EquipmentSamples.sideRod.id) == EquipmentSamples.sideRod)
    let unknown = EquipmentID()
    await #expect(throws: EquipmentError.notFound(unknown)) { try await dao.delete(unknown) }
  }

  @Test func setupsKeepSeveralStabilizersSightMarksAndEveryVersion() async throws {
    let dao = EquipmentDAO(database)
    try await dao.saveSamples()
    let first = try #require(
      try await dao.fetchBowSetups().first { $0.id == EquipmentSamples.recurveSetup.id })
    #expect(first == EquipmentSamples.recurveSetup)
    var edited = first
    edited.parts.removeAll { $0.item == EquipmentSamples.sideRod.id }
    edited.sightMarks.append(SightMark(distance: Length(60, .metres), mark: 3.3))
    let second = try await dao.saveBowSetup(edited)
    #expect(second.version == 2)
    let versions = try await dao.setupVersions(first.id)
    #expect(versions.map(\.version) == [1, 2])
    #expect(versions[0] == EquipmentSamples.recurveSetup, "the first version is kept whole")
    #expect(versions[1].changes(since: versions[0]).count == 2)
    #expect(try await dao.fetchBowSetups().first { $0.id == first.id }?.version == 2)
  }

  @Test func aSetupNamingAnUnknownItemIsRefused() async throws {
    let dao = EquipmentDAO(database)
    let ghost = EquipmentID()
    await #expect(throws: EquipmentError.notFound(ghost)) {
      try await dao.saveBowSetup(
        BowSetup(name: "Ghost", bowStyle: .recurve, parts: [.init(kind: .riser, item: ghost)]))
    }
  }

  @Test func anItemSavedBeforeTypedGearReadsAsTypedAndLosesNothing() async throws {
    let id = EquipmentID()
    try await database.write(touching: []) { db in
      _ = try db.run(
        "INSERT INTO equipment_items (id, kind, name, specifications, notes) VALUES (?, 'limbs', 'Old limbs', ?, 'bought used')",
        id.description, #"{"poundage":"38 lb","colour":"red"}"#)
    }
    let item = try await EquipmentDAO(database).fetch(id)
    #expect(item.details == .limbs(.init(drawWeight: Pounds(38))))
    #expect(item.notes == "bought used\ncolour: red", "what has no field goes to the notes")
  }

  @Test func observedItemsEmitNowAndAfterCommitsThatTouchTheirTables() async throws {
    let dao = EquipmentDAO(database)
    var iterator = dao.observeAll().makeAsyncIterator()
    #expect(try await iterator.next()?.isEmpty == true)
    _ = try await dao.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
    #expect(try await iterator.next()?.map(\.name) == ["Spigarelli"])
    #expect(try await dao.observeAll().first().count == 1, "first() is the one-shot read")
  }
}
