import CoreInterfaces
import Foundation
import Scoring
import ScoringLive
import Store

/// `quiver _stress-arrows`: saves arrows one transaction at a time, forever, printing
/// `saved <round> <end> <index> <points>` after each save returns. The crash-safety test kills it
/// with SIGKILL at random moments and checks that every printed arrow is in the database.
/// Internal: not listed in `--help`.
struct StressArrowsCommand: QuiverCommand {
  let name = "_stress-arrows"
  let summary = "Save arrows forever, one transaction each (the crash-safety test's subject)."
  let isListed = false

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let database = try context.openDatabase()
    let rounds = RoundDAO(database)
    guard let definition = RoundCatalogue.round("wa1440_90"), let total = definition.totalArrows
    else { return }
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
        context.output.line("saved \(round) \(end) \(index) \(points)")
        place += 1
      }
      try await rounds.setStatus(round, .completed)
    }
  }
}
