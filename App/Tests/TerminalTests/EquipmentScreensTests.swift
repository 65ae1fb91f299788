import Coordinator
import CoreInterfaces
import Equipment
import LiveDependencies
import Navigation
import Store
import Terminal
import Testing

/// The equipment screens on the live store with the sample gear: the hub, a list, the editor,
/// the bow setups and a setup's part chosen on the awaited item picker.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EquipmentScreensTests {
  @Test func theHubCountsEveryKindAndOpensItsList() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let session = await startedSession()
      let hub = await play(session, ["e"])
      #expect(hub.hasPrefix("── Home › Equipment\n"))
      #expect(hub.contains("1. Riser: 2 in use"))
      #expect(hub.contains("5. Stabilizer: 2 in use"))
      let risers = await play(session, ["1"])
      #expect(risers.hasPrefix("── Home › Equipment › Riser list\n"))
      #expect(risers.contains("Hoyt Formula Xi — Hoyt Formula Xi"))
      #expect(await play(session, ["11"]).contains("! No item 11: type a number from 1 to 2."))
      let filtered = await play(session, ["/mathews"])
      #expect(filtered.contains("1. Mathews TRX 38"))
      #expect(!filtered.contains("Hoyt"))
    }
  }

  @Test func anItemIsAddedFieldByFieldWithEachMistakeExplainedBeforeItIsSaved() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let session = await startedSession()
      let editor = await play(session, ["e", "2", "a"])
      #expect(editor.hasPrefix("── Home › Equipment › Limbs list › New limbs\n"))
      #expect(editor.contains("1. name: — (what you call it (required))"))
      let refused = await play(session, ["w"])
      #expect(refused.contains("! Not saved: fix the fields marked !."))
      #expect(refused.contains("1. name: — (what you call it (required))  ! "))
      let badWeight = await play(session, ["1 Club limbs", "5 200"])
      #expect(badWeight.contains("\n! Draw weight: must be 5–80 lb.\n"))
      // Back with unsaved changes warns first; nothing is lost.
      let warned = await play(session, ["b"])
      #expect(warned.contains("! Unsaved changes: w saves them; b again leaves without saving."))
      #expect(warned.hasPrefix("── Home › Equipment › Limbs list › New limbs\n"))
      let typed = await play(session, ["5 34"])
      #expect(typed.contains("5. draw weight: 34 lb\n"), "a measured field shows its unit")
      let saved = await play(session, ["w"])
      #expect(saved.hasPrefix("── Home › Equipment › Limbs list\n"))
      #expect(saved.contains("✓ Saved Club limbs."))
      #expect(saved.contains("Club limbs — 34 lb"))
      let stored = try await equipment.fetchAll(.limbs).items
      #expect(stored.map(\.name).sorted() == ["Club limbs", "Uukha VX1000"])
    }
  }

  @Test func anItemASetupUsesIsNotDeletedAndTheReasonNamesTheSetup() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let session = await startedSession()
      let refused = await play(session, ["e", "1", "d 1"])
      #expect(refused.contains("! "))
      #expect(refused.contains("Indoor recurve"))
      let risers = try await equipment.fetchAll(.riser).items
      #expect(risers.count == 2)
    }
  }

  @Test func aSetupIsBuiltWithPartsPickedOnTheItemPickerAndSightMarks() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      let session = await startedSession()
      let list = await play(session, ["e", "s"])
      #expect(list.contains("1. Indoor recurve (recurve, version 1)"))
      _ = await play(session, ["a", "n Club bow"])
      let picker = await play(session, ["p riser"])
      #expect(picker.hasPrefix("── Home › Equipment › Bow setups › New bow setup › Pick a riser\n"))
      #expect(session.coordinator.navigator.requests.pendingEntries.count == 1)
      let chosen = await play(session, ["1"])
      #expect(chosen.hasPrefix("── Home › Equipment › Bow setups › New bow setup\n"))
      #expect(chosen.contains("1. Riser: Hoyt Formula Xi"))
      #expect(session.coordinator.navigator.requests.pendingEntries.isEmpty)
      // Backing out of the picker changes nothing.
      _ = await play(session, ["p limbs", "b"])
      #expect(session.coordinator.navigator.requests.pendingEntries.isEmpty)
      let marked = await play(session, ["m 18m 4.5", "m 25 m 5.2", "m far 3"])
      #expect(marked.contains("18 m: 4.5"))
      #expect(marked.contains("! 'far' is not a length"))
      #expect(await play(session, ["p nonsense"]).contains("! No kind 'nonsense'"))
      let saved = await play(session, ["w"])
      #expect(saved.contains("✓ Saved Club bow, version 1."))
      #expect(saved.contains("Club bow (recurve, version 1): 1 part, 2 sight marks"))
      let setups = try await equipment.fetchBowSetups().items
      let club = try #require(setups.first { $0.name == "Club bow" })
      #expect(club.sightMarks.map(\.mark) == [4.5, 5.2])
    }
  }

  @Test func theListsNameAnItemAndASetupTheyCannotRead() async throws {
    let database = try Database(.inMemory)
    try await CompositionRoot.withLiveDependencies(database: database) {
      @Dependency(\.equipment) var equipment
      for name in ["Spigarelli", "Shibuya"] {
        _ = try await equipment.save(EquipmentItem(kind: .rest, name: name))
      }
      for name in ["Indoor", "Field"] {
        _ = try await equipment.saveBowSetup(BowSetup(name: name, bowStyle: .recurve))
      }
      try await database.read { db in  // another tool writes what Quiver would not
        try db.execute("PRAGMA ignore_check_constraints = ON")
        defer { try? db.execute("PRAGMA ignore_check_constraints = OFF") }
        _ = try db.run("UPDATE equipment_items SET id = 'not-a-uuid' WHERE name = 'Shibuya'")
        _ = try db.run("UPDATE bow_setups SET bow_style = 'sling' WHERE name = 'Field'")
      }
      let session = await startedSession()
      let setups = await play(session, ["e", "s"])
      #expect(setups.contains("1. Indoor (recurve") && !setups.contains("2. Field"), "\(setups)")
      #expect(setups.contains("! the database holds a damaged bow setup Field "), "\(setups)")
      let restKey = String((EquipmentKind.allCases.firstIndex(of: .rest) ?? 0) + 1)
      let rests = await play(session, ["b", restKey])
      #expect(rests.contains("1. Spigarelli") && !rests.contains("2. Shibuya"), "\(rests)")
      #expect(rests.contains("! the database holds a damaged item Shibuya "), "\(rests)")
    }
  }
}
