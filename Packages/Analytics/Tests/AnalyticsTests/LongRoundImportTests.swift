import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// A round listing more arrows than any round holds is refused at the first one too many, as it
/// is read (issue 28: a round of 1,000,000 arrows was read whole, 830 MB, before its refusal).
@Suite("A round longer than any round", .dependencies(), .timeLimit(.minutes(1)))
struct LongRoundImportTests {
  @Test func aRoundListingTooManyArrowsIsRefusedAtTheFirstOneTooMany() async throws {
    let file = try await exportedJSON(AnalyticsSamples.rounds)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
    var rounds = try #require(object["rounds"] as? [[String: Any]])
    // Not even arrows past the limit: the count refuses them before anything is decoded.
    rounds[0]["arrows"] = Array(repeating: 0, count: Bounded.arrowsHeld.upperBound + 5)
    object["rounds"] = rounds
    let long = try JSONSerialization.data(withJSONObject: object)
    let handed = Locked(0)
    await #expect(
      throws: AnalyticsError.invalidImport(
        path: "rounds[0].arrows[240000]",
        problem: "a round holds at most 240000 arrows (10000 ends of 24)")
    ) {
      try await withDependencies {
        $0.analytics.importStream = { _, source in
          try source { _ in
            handed.withLock { $0 += 1 }
            return true
          }
          return ImportSummary(rounds: 0, arrows: 0, skipped: 0)
        }
      } operation: {
        try await RoundTransfer().importJSON(long)
      }
    }
    #expect(handed.withLock { $0 } == 0, "no round was handed to the store")
  }
}
