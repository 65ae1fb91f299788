import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

extension RoundClientContract {
  /// A club target's rounds are written only through the target: the round store refuses an
  /// arrow or an undo on one, naming the target, and keeps it as it was; its status still moves
  /// (a cancel or an early finish is the archer's, and the target then refuses that round).
  static let targets: [Check] = [
    Check("a round a club target holds takes no arrow nor undo outside it, and stays as it was") {
      contract in
      let rounds = contract.client
      try await contract.switchArcher(ArcherID())
      let id = try await contract.start("wa18").id
      let writer = UUID()
      let ten = ScoredArrow(endNumber: 1, arrowIndex: 0, value: try value(10, on: .tenZone))
      try await rounds.saveArrow(id, ten, [], by: writer)
      let (target, letter) = try await contract.holdOnTarget(id)
      let refusal = ScoringError.onTarget(id, target: target, letter: letter)
      let nine = ScoredArrow(endNumber: 1, arrowIndex: 1, value: try value(9, on: .tenZone))
      await #expect(throws: refusal) {
        try await rounds.saveArrow(id, nine, [ten.entry], by: writer)
      }
      await #expect(throws: refusal) {
        try await rounds.saveArrows(id, [nine], [ten.entry], writer)
      }
      await #expect(throws: refusal) { try await rounds.deleteArrow(id, ten) }
      #expect(try await rounds.arrows(id) == [ten], "nothing reached the target's round")
      try await rounds.setStatus(id, .cancelled)
      #expect(try await rounds.round(id).status == .cancelled, "a cancel is still the archer's")
    }
  ]
}
