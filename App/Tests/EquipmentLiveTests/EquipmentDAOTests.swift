import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import EquipmentLive
import Store
import Testing

@Suite("Equipment DAO", .timeLimit(.minutes(1)))
struct EquipmentDAOTests {
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
}
