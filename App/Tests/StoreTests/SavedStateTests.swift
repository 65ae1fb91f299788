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
}
