import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import LiveDependencies
import Scoring
import Terminal
import Testing

/// A failure the store reports while another program writes, as the live store words it.
private struct Busy: Error, LocalizedError {
  var errorDescription: String? {
    "The database is busy: another program is using it; try again when it has finished."
  }
}

/// While another program holds the write lock, an arrow typed on the Scoring screen is reported
/// as not saved, and the failed save of the person's place never hides that.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BusyStoreScreenTests {
  @Test func anArrowTheStoreCouldNotSaveSaysSoEvenWhenThePlaceCouldNotBeSavedEither() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      _ = await session.start(restoring: nil)
      _ = await play(session, ["n", "wa18", "s", "9"])
      let failing = TerminalSession(
        coordinator: session.coordinator, savePath: { _ in throw Busy() })
      let screen = await withDependencies {
        $0.rounds.saveArrows = { _, _, _, _ in throw Busy() }
      } operation: {
        await play(failing, ["7"])
      }
      #expect(screen.contains("! Not saved: 7. The database is busy"), "\(screen)")
      #expect(screen.contains("type it again. Also, your place was not saved: The database"))
      #expect(screen.contains("End 1, distance 1 of 2, 18 m: 9 = 9"), "the sheet as stored")
    }
  }
}

/// A saved place that could not be read opens Home saying why, on the first screen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UnreadableSavedPlaceTests {
  @Test func homeSaysWhyTheSavedPlaceWasNotRestored() async throws {
    try await CompositionRoot.withLiveDependencies {
      let session = TerminalSession(coordinator: Coordinator())
      let damage = StoreDamage(
        row: "saved place (navigation_path)", problem: "The given data was not valid JSON")
      let first = await session.start(restoring: nil, unreadable: damage)
      #expect(first.hasPrefix("── Home\n"))
      #expect(
        first.contains(
          "! Your saved place could not be read (The given data was not valid JSON): starting at Home."
        ), "\(first)")
    }
  }
}
