import CoreInterfaces
import LiveDependencies
import Store
import Testing

/// `ArcherClient.update`, live and in memory alike: the category and style change, the name
/// stays, an unknown archer is refused.
@Suite("An archer's classification category", .timeLimit(.minutes(1)))
struct ArcherCategoryTests {
  static func clients() throws -> [(String, ArcherClient)] {
    [("live", .live(try Database(.inMemory))), ("in memory", .inMemory())]
  }

  @Test func updateChangesTheCategoryAndKeepsTheName() async throws {
    for (kind, client) in try Self.clients() {
      let robin = try await client.add(Archer(name: "Robin", bowStyle: .recurve))
      #expect(robin.category.description == "recurve open adult", "\(kind): the defaults")
      var older = try Archer(
        id: robin.id, name: "Someone Else", bowStyle: .barebow, gender: .female,
        ageGroup: .fiftyPlus)
      older.bowStyle = .longbow
      let updated = try await client.update(older)
      #expect(updated.name == "Robin", "\(kind): the name is not edited here")
      #expect(updated.category.description == "longbow female 50+", "\(kind)")
      #expect(try await client.list().items.first?.ageGroup == .fiftyPlus, "\(kind): stored")
      let stranger = try Archer(name: "Nobody", bowStyle: .recurve)
      await #expect(throws: ArcherError.notFound(stranger.id), "\(kind)") {
        _ = try await client.update(stranger)
      }
    }
  }
}
