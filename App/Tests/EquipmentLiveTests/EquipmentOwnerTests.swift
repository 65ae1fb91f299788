import CoreInterfaces
import Equipment
import EquipmentLive
import Foundation
import Store
import Testing

/// Gear is its archer's: no write through the store changes another archer's item or setup (or
/// a setup's parts and sight marks), even given its whole ID.
@Suite("Equipment belongs to its archer", .timeLimit(.minutes(1)))
struct EquipmentOwnerTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func anotherArchersItemsAndSetupsAreRefusedAndStayAsTheyWere() async throws {
    let archers = ArchersDAO(database)
    let robin = try await archers.add(try Archer(name: "Robin", bowStyle: .recurve))
    let kim = try await archers.add(try Archer(name: "Kim", bowStyle: .recurve))
    let dao = EquipmentDAO(database)
    for item in EquipmentSamples.items {
      _ = try await dao.save(item)
    }
    let setup = try await dao.saveBowSetup(EquipmentSamples.recurveSetup)
    _ = try await archers.switchTo(kim.id)

    var renamed = EquipmentSamples.riser
    renamed.name = "Kim's riser"
    await #expect(throws: EquipmentError.anotherArchers("equipment item")) {
      _ = try await dao.save(renamed)
    }
    await #expect(throws: EquipmentError.anotherArchers("equipment item")) {
      try await dao.delete(EquipmentSamples.sideRod.id)
    }
    var marked = setup
    marked.name = "Kim's bow"
    await #expect(throws: EquipmentError.anotherArchers("bow setup")) {
      _ = try await dao.saveBowSetup(marked)
    }
    var own = EquipmentSamples.recurveSetup
    own.id = BowSetupID()
    own.version = 0
    await #expect(throws: EquipmentError.anotherArchers("equipment item")) {
      _ = try await dao.saveBowSetup(own)  // Kim's new setup, built of Robin's parts
    }

    _ = try await archers.switchTo(robin.id)
    #expect(try await dao.fetch(EquipmentSamples.riser.id).name == EquipmentSamples.riser.name)
    #expect(try await dao.fetchAll(nil).items.count == EquipmentSamples.items.count)
    let setups = try await dao.fetchBowSetups().items
    #expect(setups.map(\.name) == [setup.name] && setups.first?.version == setup.version)
  }
}
