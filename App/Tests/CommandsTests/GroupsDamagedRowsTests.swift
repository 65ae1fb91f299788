import Foundation
import Testing

@testable import CommandKit

/// `stats groups` counts the rounds `stats` counts (stranger 28b #4): the damaged round rows are
/// named as not counted and left out of its "N rounds", not counted silently.
@Suite("stats groups leaves damaged rows out", .timeLimit(.minutes(1)))
struct GroupsDamagedRowsTests {
  @Test func groupsNamesAndLeavesOutWhatStatsDoes() async throws {
    let store = DamagedRoundsCountedTests()
    defer { try? FileManager.default.removeItem(atPath: store.path) }
    let ids = try await store.plant(rebuilt: true)
    let groups = await store.run(["stats", "groups", "--json"])
    #expect(groups.status == 0, "\(groups.out.stderr)")
    for damaged in ids[1...2] {
      #expect(
        groups.out.stderr.contains("Not counted: the database holds a damaged round \(damaged)"),
        "\(groups.out.stderr)")
    }
    #expect(groups.out.stdout.contains("\"rounds\" : 2"), "\(groups.out.stdout)")
  }
}
