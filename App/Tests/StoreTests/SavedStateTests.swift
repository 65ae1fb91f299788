import CoreInterfaces
import Foundation
import Store
import Testing

@Suite("Saved app state", .timeLimit(.minutes(1)))
struct SavedStateTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  @Test func thePathAndSettingsSurviveAReopen() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("q.sqlite")
    do {
      let database = try Database(.file(path))
      try await SavedStateDAO(database).savePath(["home", "equipment"])
      var settings = AppSettings()
      settings.units = .imperial
      try await SettingsClient.live(database).save(settings)
    }
    let reopened = try Database(.file(path))
    #expect(try await SavedStateDAO(reopened).loadPath([String].self) == ["home", "equipment"])
    #expect(try await SettingsClient.live(reopened).load().units == .imperial)
  }

  @Test func aPlaceSavedByAnotherArcherIsNotReopened() async throws {
    let archers = ArcherClient.live(database)
    let robin = try await archers.add(try Archer(name: "Robin", bowStyle: .recurve))
    let kim = try await archers.add(try Archer(name: "Kim", bowStyle: .compound))
    let saved = SavedStateDAO(database)
    try await saved.savePath(["home", "scoring"])  // Robin's, the first archer, is active
    _ = try await archers.switchTo(kim.id)
    await #expect(throws: SavedPlaceOfAnotherArcher(owner: "Robin", active: "Kim")) {
      try await saved.loadPath([String].self)
    }
    #expect(
      SavedPlaceOfAnotherArcher(owner: "Robin", active: "Kim").description
        == "Your saved place was Robin's; Kim is active now, so starting at Home.")
    _ = try await archers.switchTo(robin.id)
    #expect(try await saved.loadPath([String].self) == ["home", "scoring"], "Robin's again")
  }

  @Test func aPathSavedBeforePlacesNamedTheirArcherStillLoads() async throws {
    try await database.write { db in
      _ = try db.run("INSERT INTO navigation_path (id, snapshot) VALUES (1, '[\"home\"]')")
    }
    #expect(try await SavedStateDAO(database).loadPath([String].self) == ["home"])
  }

  @Test(arguments: [
    ("{not json", "not valid JSON"), ("[\"home\", 7]", "1: Expected to decode String"),
  ])
  func aDamagedSavedPathIsReportedAsDamageNotAsNoPath(row: String, problem: String) async throws {
    try await database.write { db in
      // As another tool could write it: the schema's json_valid check switched off.
      try db.execute("PRAGMA ignore_check_constraints = ON")
      _ = try db.run("INSERT INTO navigation_path (id, snapshot) VALUES (1, ?)", row)
      try db.execute("PRAGMA ignore_check_constraints = OFF")
    }
    let error = await #expect(throws: StoreDamage.self) {
      try await SavedStateDAO(database).loadPath([String].self)
    }
    #expect(error?.row == "saved place (navigation_path)")
    #expect(error?.problem.contains(problem) == true, "\(error?.problem ?? "")")
  }
}

@Suite("Settings in the store", .timeLimit(.minutes(1)))
struct SettingsStoreTests {
  @Test func settingsPersistAndObserversSeeEveryChange() async throws {
    let database = try Database(.inMemory)
    let client = SettingsClient.live(database)
    #expect(try await client.load() == AppSettings())
    var updates = client.observe().makeAsyncIterator()
    #expect(try await updates.next() == AppSettings())
    var changed = AppSettings()
    changed.units = .imperial
    try await client.save(changed)
    #expect(try await updates.next()?.units == .imperial, "an open screen sees the change")
    #expect(try await client.load() == changed)
  }

  @Test func aDamagedSettingKeepsItsDefault() async throws {
    let database = try Database(.inMemory)
    try await database.write { db in  // another tool (or an older Quiver) wrote it
      try db.run("INSERT INTO settings (key, value) VALUES ('units', 'cubits')")
    }
    #expect(try await SettingsClient.live(database).load().units == .metric)
  }

  @Test func aDamagedSettingIsReportedByKeyUntilItIsSetAgain() async throws {
    let database = try Database(.inMemory)
    try await database.write { db in
      for (key, value) in [("arrow-mm", "banana"), ("colour", "purple"), ("retired", "x")] {
        _ = try db.run("INSERT INTO settings (key, value) VALUES (?, ?)", key, value)
      }
    }
    let client = SettingsClient.live(database)
    var loaded = try await client.load()
    #expect(loaded.arrowDiameter == 0.0055)
    #expect(loaded.damaged.keys.sorted() == ["arrow-mm", "colour"], "a retired key is no damage")
    let notes = loaded.damageNotes
    #expect(notes.count == 2)
    #expect(notes[0].hasPrefix("arrow-mm is damaged in the database ('banana' is not a value"))
    #expect(notes[0].hasSuffix("; using 5.5 mm until you set it"))
    #expect(notes[1].hasSuffix("; using auto until you set it"))
    try loaded.set("arrow-mm", to: "5")
    try await client.save(loaded)
    #expect(try await client.load().damaged.keys.sorted() == ["colour"])
    let colour = try await database.read { db in
      try db.query("SELECT value FROM settings WHERE key = 'colour'") { $0.string(0) }.first
    }
    #expect(colour == "purple", "a save never overwrites a damaged row with its default")
  }
}
