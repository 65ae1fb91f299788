import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import EquipmentLive
import EquipmentTestSupport
import Foundation
import Store
import Testing

/// What only the SQLite store has to show: rows from before typed gear, observation. The rules
/// every equipment client keeps are checked once, in Equipment's `EquipmentClientContract`,
/// against both clients.
@Suite("Equipment DAO", .timeLimit(.minutes(1)))
struct EquipmentDAOTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func anItemSavedBeforeTypedGearReadsAsTypedAndLosesNothing() async throws {
    let id = EquipmentID()
    try await database.write { db in
      _ = try db.run(
        "INSERT INTO equipment_items (id, kind, name, specifications, notes) VALUES (?, 'limbs', 'Old limbs', ?, 'bought used')",
        id.description, #"{"poundage":"38 lb","colour":"red"}"#)
    }
    let item = try await EquipmentDAO(database).fetch(id)
    #expect(item.details == .limbs(.init(drawWeight: .known(38))))
    #expect(item.notes == "bought used\ncolour: red", "what has no field goes to the notes")
  }

  @Test func anItemWhoseDetailsDoNotReadIsDamageAndItsDetailsAreLeftAsTheyAre() async throws {
    let dao = EquipmentDAO(database)
    let saved = try await dao.save(EquipmentItem(kind: .riser, name: "Old riser"))
    let damaged = #"{"riser":{"length":"twenty-five"}}"#
    try await database.write { db in  // valid JSON, but no details Quiver can read
      _ = try db.run("UPDATE equipment_items SET details = ?", damaged)
    }
    let error = await #expect(throws: StoreDamage.self) { try await dao.fetch(saved.id) }
    #expect(error?.row == "riser 'Old riser' (\(saved.id))")
    #expect(error?.problem == "its details cannot be read")
    let kept = try await database.read { db in
      try db.query("SELECT details FROM equipment_items") { $0.string(0) }.first
    }
    #expect(kept == damaged)
    var edited = saved
    edited.notes = "hi"  // as `equipment edit --notes hi` does, from the list's copy
    let refused = await #expect(throws: StoreDamage.self) { try await dao.save(edited) }
    #expect(refused?.problem == "its details cannot be read")
    let after = try await database.read { db in
      try db.query("SELECT details, notes FROM equipment_items") { [$0.string(0), $0.string(1)] }
    }
    #expect(after == [[damaged, ""]], "the damaged row is left as it is")
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

/// The live client keeps every rule of the equipment store's contract (Equipment runs the same
/// checks against its in-memory client).
@Suite("Equipment client (SQLite)", .timeLimit(.minutes(1)))
struct LiveEquipmentClientContractTests {
  @Test(arguments: EquipmentClientContract.checks)
  func keepsTheContract(_ check: EquipmentClientContract.Check) async throws {
    let contract = EquipmentClientContract { withSamples in
      let database = try Database(.inMemory)
      if withSamples { try await EquipmentDAO(database).saveSamples() }
      return .live(database)
    }
    try await contract.verify(check)
  }
}
