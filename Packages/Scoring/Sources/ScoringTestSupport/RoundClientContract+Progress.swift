import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

extension RoundClientContract {
  /// How a store keeps a round's progress (`RoundProgress`): a paused round takes no arrow, a
  /// round finished short lists as ended early, and a round that is over is corrected, not
  /// undone.
  static let progress: [Check] = [
    Check("a paused round takes no arrow until it is resumed, as the scoring model refuses it") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("bray_i").id
      let nine = try value(9, on: .tenZone)
      let first = ScoredArrow(endNumber: 1, arrowIndex: 0, value: nine)
      try await rounds.setStatus(id, .paused)
      await #expect(throws: ScoringError.roundNotActive(.paused)) {
        try await rounds.saveArrows(id, [first], [], UUID())
      }
      #expect(try await rounds.arrows(id).isEmpty, "nothing was saved")
      try await rounds.setStatus(id, .inProgress)
      try await rounds.saveArrows(id, [first], [], UUID())
      #expect(try await rounds.arrows(id) == [first])
    },
    Check("a round finished before its last arrow lists as ended early; a whole one as completed") {
      contract in
      let rounds = contract.client
      let nine = try value(9, on: .tenZone)
      let line = (0..<30).map {
        ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: nine)
      }
      let early = try await contract.start("bray_i").id
      try await rounds.saveArrows(early, Array(line.prefix(6)), [], UUID())
      try await rounds.setStatus(early, .completed)
      let whole = try await contract.start("bray_i").id
      try await rounds.saveArrows(whole, line, [], UUID())
      let listed = try await rounds.list().items
      let earlyListing = try #require(listed.first { $0.id == early })
      #expect(earlyListing.status == .completed && earlyListing.progress.phase == .endedEarly)
      #expect(listed.first { $0.id == whole }?.progress.phase == .completed)
    },
    Check("a round that is over is corrected, not undone; the refusal says so") {
      contract in
      let rounds = contract.client
      let nine = try value(9, on: .tenZone)
      let line = (0..<30).map {
        ScoredArrow(endNumber: $0 / 3 + 1, arrowIndex: $0 % 3, value: nine)
      }
      let id = try await contract.start("bray_i").id
      try await rounds.saveArrows(id, line, [], UUID())
      await #expect(throws: ScoringError.undoClosed(.completed)) {
        try await rounds.deleteArrow(id, try #require(line.last))
      }
      #expect(try await rounds.arrows(id).count == 30)
      // Each front end points to its own way: the app to its keys, the command line to commands.
      #expect(ScoringError.undoClosed(.completed).errorDescription?.contains("'e END") == true)
      #expect(ScoringError.undoClosed(.completed).text(for: .commandLine).contains("rounds edit"))
      #expect(!ScoringError.undoClosed(.completed).text(for: .commandLine).contains("'e END"))
    },
  ]
}
