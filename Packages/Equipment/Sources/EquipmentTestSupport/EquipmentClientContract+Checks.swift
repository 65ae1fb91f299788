import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Testing

extension EquipmentClientContract {
  /// Items: typed details kept, names sorted, counts, refusals that store nothing.
  static let items: [Check] = [
    Check("every sample item reads back whole, sorted by name, counted by kind") {
      contract in
      let client = try await contract.makeClient(true)
      let stored = try await client.fetchAll(nil).items
      #expect(Set(stored) == Set(EquipmentSamples.items))
      #expect(stored.map(\.name) == stored.map(\.name).sorted())
      #expect(try await client.fetch(EquipmentSamples.arrows.id) == EquipmentSamples.arrows)
      #expect(try await client.fetchAll(.stabilizer).items.count == 2)
      #expect(try await client.count(.stabilizer) == 2)
    },
    Check("a wrong field is refused naming it, and nothing is saved") {
      contract in
      let client = try await contract.makeClient(false)
      let rest = try await client.save(EquipmentItem(kind: .rest, name: "  Spigarelli ZT  "))
      #expect(rest.name == "Spigarelli ZT", "names are trimmed")
      await #expect(throws: EquipmentError.invalid(field: "name", problem: "a name is required")) {
        try await client.save(EquipmentItem(kind: .rest, name: "  "))
      }
      let many = EquipmentItem(name: "Many", details: .arrow(.init(count: 1_000_000_000)))
      await #expect(
        throws: EquipmentError.invalid(field: "count", problem: "a set holds at most 1000 arrows")
      ) {
        try await client.save(many)
      }
      await #expect(throws: EquipmentError.invalid(field: "spine", problem: "must be 1 to 3000")) {
        try await client.save(
          EquipmentItem(name: "Bad", details: .arrow(.init(spine: -3, count: 12))))
      }
      #expect(try await client.fetchAll(nil).items.map(\.name) == ["Spigarelli ZT"])
    },
    Check("an item in use is not deleted: the refusal names the setup") {
      contract in
      let client = try await contract.makeClient(true)
      let sideRod = EquipmentSamples.sideRod
      await #expect(throws: EquipmentError.inUse(sideRod.id, setup: "Indoor recurve")) {
        try await client.delete(sideRod.id)
      }
      #expect(try await client.fetch(sideRod.id) == sideRod)
      let unknown = EquipmentID()
      await #expect(throws: EquipmentError.notFound(unknown)) { try await client.delete(unknown) }
    },
    Check("a retired item is kept but not counted") { contract in
      let client = try await contract.makeClient(true)
      var retired = EquipmentSamples.limbs
      retired.id = EquipmentID()
      retired.retired = true
      _ = try await client.save(retired)
      #expect(try await client.count(.limbs) == 1)
      #expect(try await client.fetch(retired.id).retired)
    },
    Check("the observed counts name every kind, leave retired items out and follow a save") {
      contract in
      let client = try await contract.makeClient(true)
      var changes = client.observeCounts().makeAsyncIterator()
      let first = try #require(try await changes.next())
      #expect(Set(first.keys) == Set(EquipmentKind.allCases), "every kind, 0 when none")
      for kind in EquipmentKind.allCases {
        #expect(first[kind] == EquipmentSamples.items.count { $0.kind == kind && !$0.retired })
      }
      var retired = EquipmentSamples.limbs
      retired.id = EquipmentID()
      retired.retired = true
      _ = try await client.save(retired)
      _ = try await client.save(EquipmentItem(kind: .rest, name: "Spigarelli"))
      var now = try #require(try await changes.next())
      // A store may hand the state between the two saves first; the last one counts both.
      if now[.rest] == first[.rest] { now = try #require(try await changes.next()) }
      #expect(now[.rest] == (first[.rest] ?? 0) + 1)
      #expect(now[.limbs] == first[.limbs], "a retired item is not counted")
    },
  ]

  /// Bow setups: versions that never rewrite history, parts that must exist.
  static let setups: [Check] = [
    Check("editing a setup makes a new version and keeps the old one whole") {
      contract in
      let client = try await contract.makeClient(true)
      let first = try #require(
        try await client.fetchBowSetups().items.first { $0.id == EquipmentSamples.recurveSetup.id })
      #expect(first == EquipmentSamples.recurveSetup)
      var edited = first
      edited.drawWeight = .known(40)
      edited.parts.removeAll { $0.kind == .sight }
      edited.sightMarks.append(try SightMark(distance: Length(60, .metres), mark: 3.3))
      #expect(try await client.saveBowSetup(edited).version == 2)
      let versions = try await client.setupVersions(first.id)
      #expect(versions.map(\.version) == [1, 2])
      #expect(versions.first == EquipmentSamples.recurveSetup, "history is never rewritten")
      let names = [EquipmentSamples.sight.id: EquipmentSamples.sight.name]
      #expect(
        versions[1].changes(since: versions[0], names: names).prefix(2) == [
          "draw weight: 39.5 lb → 40 lb", "removed sight \"Shibuya Ultima\"",
        ])
      #expect(try await client.fetchBowSetups().items.first { $0.id == first.id }?.version == 2)
    },
    Check("a save from a version another writer has since replaced is refused, keeping theirs") {
      contract in
      let client = try await contract.makeClient(true)
      let read = try #require(
        try await client.fetchBowSetups().items.first { $0.id == EquipmentSamples.recurveSetup.id })
      var mine = read
      mine.name = "Mine"
      var theirs = read
      theirs.drawWeight = .known(41)
      #expect(try await client.saveBowSetup(theirs).version == read.version + 1)
      await #expect(
        throws: EquipmentError.changedElsewhere(setup: "Mine", latest: read.version + 1)
      ) {
        try await client.saveBowSetup(mine)
      }
      let latest = try #require(try await client.fetchBowSetups().items.first { $0.id == read.id })
      #expect(latest.drawWeight == .known(41) && latest.name == read.name, "theirs is kept")
      #expect(try await client.setupVersions(read.id).count == 2, "no version was added")
    },
    Check("a setup naming an unknown item is refused") { contract in
      let client = try await contract.makeClient(false)
      let ghost = EquipmentID()
      await #expect(throws: EquipmentError.notFound(ghost)) {
        try await client.saveBowSetup(
          BowSetup(name: "Ghost", bowStyle: .recurve, parts: [.init(kind: .riser, item: ghost)]))
      }
      #expect(try await client.fetchBowSetups().items.isEmpty)
    },
  ]
}
