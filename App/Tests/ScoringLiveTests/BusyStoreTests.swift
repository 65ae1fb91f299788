import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import ScoringLive
import Store
import Testing

/// With another connection holding the write lock (another program scoring or importing), an
/// arrow entered in live scoring is not saved, the archer is told so, and the sheet stays as stored.
@MainActor
@Suite("Round DAO while another program writes", .timeLimit(.minutes(1)))
struct BusyStoreTests {
  @Test func anArrowEnteredWhileAnotherConnectionHoldsTheLockIsReportedNotSaved() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiver-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("q.sqlite").path
    let database = try Database(.file(path))
    let definition = try #require(RoundCatalogue.round("wa18"))
    let id = try await RoundDAO(database).start(definition, setup: nil).id
    let model = withDependencies {
      $0.rounds = .live(database)
    } operation: {
      LiveScoringModel(roundID: id)
    }
    #expect(await model.load())
    let other = try Connection(path: path)
    try other.execute("BEGIN IMMEDIATE")
    #expect(!(await model.enter(notation: "7")))
    try other.execute("ROLLBACK")
    let message = try #require(model.error?.message)
    #expect(message.hasPrefix("Not saved: 7. The database is busy"), "\(message)")
    #expect(model.currentEnd.isEmpty)
    #expect(try await RoundDAO(database).arrows(id).isEmpty)
    #expect(await model.enter(notation: "7"), "typed again once the lock is free, it is saved")
    #expect(try await RoundDAO(database).arrows(id).count == 1)
  }
}
