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
      let updated = try await client.update(
        robin.id, ArcherChange(bowStyle: .longbow, gender: .female, ageGroup: .fiftyPlus))
      #expect(updated.name == "Robin", "\(kind): the name is not edited here")
      #expect(updated.category.description == "longbow female 50+", "\(kind)")
      #expect(try await client.list().items.first?.ageGroup == .fiftyPlus, "\(kind): stored")
      // Two changes of different fields, each made on the archer as stored: both are kept.
      _ = try await client.update(robin.id, ArcherChange(gender: .open))
      let both = try await client.update(robin.id, ArcherChange(ageGroup: .u18))
      #expect(both.category.description == "longbow open u18", "\(kind): neither change lost")
      let stranger = ArcherID()
      await #expect(throws: ArcherError.notFound(stranger), "\(kind)") {
        _ = try await client.update(stranger, ArcherChange(gender: .female))
      }
    }
  }
}
