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
