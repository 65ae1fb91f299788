import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store

/// `quiver-bench stress-arrows DB`: saves arrows one transaction at a time, forever, printing
/// `saved <round> <end> <index> <points>` after each save returns. The crash-safety test kills it
/// with SIGKILL at random moments and checks that every printed arrow is in the database. A test
/// subject, so it lives here and not in the product's command table.
enum StressArrows {
  /// Runs on the database at `path` until killed.
  static func run(database path: String) async throws -> Never {
    let rounds = RoundDAO(try Database(.file(path)))
    guard let definition = RoundCatalogue.round("wa1440_90"), let total = definition.totalArrows
    else { throw MissingRound() }
    while true {
      let active = try await rounds.list().items.first { $0.status == .inProgress }
      let round: RoundID
      if let active {
        round = active.id
      } else {
        round = try await rounds.start(definition, setup: nil).id
      }
      var stored = try await rounds.arrows(round)
      var place = stored.count
      while place < total {
        let end = place / definition.arrowsPerEnd + 1
        let index = place % definition.arrowsPerEnd
        let points = place % 10 + 1
        let value = ArrowValue(uncheckedPoints: points, isX: false, isMiss: false)
        let arrow = ScoredArrow(endNumber: end, arrowIndex: index, value: value)
        try await rounds.saveArrow(
          round, arrow, expecting: stored.filter { $0.endNumber == end }.map(\.entry))
        stored.append(arrow)
        // Unbuffered: a line printed is a save acknowledged, even if SIGKILL follows at once.
        try FileHandle.standardOutput.write(
          contentsOf: Data("saved \(round) \(end) \(index) \(points)\n".utf8))
        place += 1
      }
      // The last arrow completed the round in its own save; the next pass starts a new one.
    }
  }

  /// The catalogue lost the round the stress run shoots.
  struct MissingRound: Error {}
}
