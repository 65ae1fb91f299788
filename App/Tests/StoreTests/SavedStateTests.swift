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
