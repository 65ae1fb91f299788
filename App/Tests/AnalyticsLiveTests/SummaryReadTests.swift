import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Store
import Testing

@testable import AnalyticsLive

/// History's one read: the stored summaries' columns, with IDs parsed without `sscanf`.
@Suite("Reading stored summaries", .timeLimit(.minutes(1)))
struct SummaryReadTests {
  @Test func storedIDsParseAsFoundationParsesThem() {
    var random = SeededGenerator(seed: 36)
    for _ in 0..<500 {
      let uuid = UUID(
        uuid: (0..<16).reduce(into: UUID().uuid) { bytes, index in
          withUnsafeMutableBytes(of: &bytes) {
            $0[index] = UInt8.random(in: 0...255, using: &random)
          }
        })
      #expect(AnalyticsDAO.uuid(uuid.uuidString) == uuid)
      #expect(AnalyticsDAO.uuid(uuid.uuidString.lowercased()) == uuid)
    }
    let good = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0"
    for bad in [
      "", "0f1e2d3c", String(good.dropLast()), good + "0",
      good.replacingOccurrences(of: "-", with: ""),
      "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1fg", "0f1e2d3c-4b5a-6978-8796_a5b4c3d2e1f0",
      "0f1e2d3c4-b5a-6978-8796-a5b4c3d2e1f0", "{f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0",
      "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1fé",
    ] {
      #expect(AnalyticsDAO.uuid(bad) == nil, "\(bad)")
      #expect(UUID(uuidString: bad) == nil, "Foundation agrees: \(bad)")
    }
    #expect(AnalyticsDAO.uuid(good)?.uuidString.lowercased() == good)
  }

  @Test func theColumnsReadAsTheRoundsOwnSummary() async throws {
    let database = try Database(.inMemory)
    let (york, bray) = (
      try await ShotRounds.save(
        "portsmouth", arrows: Array(repeating: "X", count: 60), perEnd: 3, system: .tenZone,
        createdAt: 1, in: database),
      try await ShotRounds.save(
        "bray_i", arrows: ["X", "9", "M", "10", "7"], perEnd: 6, system: .tenZone, createdAt: 2,
        in: database)
    )
    try await database.write { try RoundSummaries.rebuildAll($0) }
    let analytics = AnalyticsDAO(database)
    let read = try await analytics.summaries(HistoryFilter()).sorted { $0.date < $1.date }
    let expected = try await analytics.rounds().map { StoredRoundSummary($0) }
      .sorted { $0.date < $1.date }
    #expect(read == expected)
    #expect(read.map(\.id) == [york, bray])
    #expect(read.first?.handicap != nil && read.last?.isComplete == false)
  }
}
