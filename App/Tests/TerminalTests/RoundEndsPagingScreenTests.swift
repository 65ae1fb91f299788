import Analytics
import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import LiveDependencies
import Terminal
import Testing

/// The Round screen draws the ends that fit the terminal, never every end of a long round, and
/// `n`/`p` turn the page of ends.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RoundEndsPagingScreenTests {
  @Test func aLongRoundShowsAPageOfEndsAndTurnsIt() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.analytics) var analytics
      let practice = RoundDefinition.practice(
        distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
        indoor: true, arrowsPerEnd: 3)
      let nine = try ArrowValue(notation: "9", on: .tenZone)
      let arrows = (0..<120).map {
        PlottedArrow(value: nine, endNumber: $0 / 3 + 1, arrowIndex: $0 % 3)
      }
      _ = try await analytics.importRounds([
        RoundRecord(
          id: RoundID(), definition: practice, status: .completed, startedAt: Date(),
          arrows: arrows)
      ])
      let session = await startedSession()  // piped: 24 lines, 18 ends a page
      let first = await play(session, ["r", "1"])
      #expect(first.contains("end 18 ") && !first.contains("end 19 "), "\(first)")
      #expect(first.contains("Ends 1–18 of 40") && first.contains("n next ends"), "\(first)")
      #expect(!first.contains("p previous ends"), "\(first)")
      let second = await play(session, ["n"])
      #expect(second.contains("end 19 ") && second.contains("end 36 "), "\(second)")
      #expect(!second.contains("end 18 ") && !second.contains("end 37 "), "\(second)")
      #expect(second.contains("Ends 19–36 of 40") && second.contains("p previous ends"))
      let last = await play(session, ["n"])
      #expect(last.contains("end 40 ") && last.contains("Ends 37–40 of 40"), "\(last)")
      #expect(!last.contains("n next ends"), "\(last)")
      let refused = await play(session, ["n"])
      #expect(refused.contains("This is the last page of ends."), "\(refused)")
      let back = await play(session, ["p", "p"])
      #expect(back.contains("end 1 ") && back.contains("Ends 1–18 of 40"), "\(back)")
      let before = await play(session, ["p"])
      #expect(before.contains("This is the first page of ends."), "\(before)")
    }
  }
}
