import Analytics
import AnalyticsLive
import CoreInterfaces
import Foundation
import Store
import Testing

/// Analytics reads a damaged stored arrow (``ArrowDamage``) as the card and the summary count it:
/// a miss, marked with the points stored; and the store's finder names an X mark off the face's X.
@Suite("Analytics reads a damaged arrow as a miss", .timeLimit(.minutes(1)))
struct DamagedArrowRecordTests {
  let database: Database
  init() throws { database = try Database(.inMemory) }

  func plant(_ set: String, index: Int, _ round: RoundID) async throws {
    try await database.write { db in
      _ = try db.run(
        """
        UPDATE arrows SET \(set) WHERE arrow_index = \(index)
          AND round_id = ? AND end_number = 1
        """, round.description)
    }
  }

  @Test func anElevenOnATenZoneFaceAndAnXMarkedNineReadAsMarkedMisses() async throws {
    let id = try await ShotRounds.save(
      "wa18", arrows: ["9", "9", "9"], perEnd: 3, system: .tenZone, in: database)
    try await plant("points = 11", index: 0, id)
    try await plant("is_x = 1", index: 1, id)
    let record = try await AnalyticsDAO(database).round(id)
    #expect(record.arrows.map(\.value) == [.miss, .miss, try ArrowValue(points: 9, on: .tenZone)])
    #expect(record.arrows.map(\.damagedPoints) == [11, 9, nil])
    #expect(record.arrows.map(\.value.points).reduce(0, +) == 9)
    #expect(try await AnalyticsDAO(database).rounds().first == record, "the list reads the same")
  }

  @Test func theStoresFinderNamesAnXMarkOffTheFacesX() async throws {
    let id = try await ShotRounds.save(
      "york", arrows: ["9", "7", "5"], perEnd: 3, system: .fiveZone, in: database)
    try await plant("is_x = 1", index: 1, id)
    let lines = try await database.read { try DamagedArrowRows.lines($0) }
    #expect(lines.count == 1)
    #expect(lines.first?.contains("end 1, arrow 2 holds 7 marked X") == true, "\(lines)")
  }
}
