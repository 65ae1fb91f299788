import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

extension RoundClientContract {
  /// Whose round it is: only the archer a round belongs to, while active, changes it.
  static let archers: [Check] = [
    Check("another archer's round takes no arrow, undo or status change, and stays as it was") {
      contract in
      let rounds = contract.client
      let (robin, kim) = (ArcherID(), ArcherID())
      try await contract.switchArcher(robin)
      let id = try await contract.start("portsmouth").id
      let nine = ScoredArrow(endNumber: 1, arrowIndex: 0, value: try value(9, on: .tenZone))
      let writer = UUID()
      try await rounds.saveArrow(id, nine, [], by: writer)
      try await contract.switchArcher(kim)
      let ten = ScoredArrow(endNumber: 1, arrowIndex: 1, value: try value(10, on: .tenZone))
      await #expect(throws: ScoringError.anotherArchersRound(id)) {
        try await rounds.saveArrow(id, ten, [nine.entry], by: writer)
      }
      await #expect(throws: ScoringError.anotherArchersRound(id)) {
        try await rounds.deleteArrow(id, nine)
      }
      await #expect(throws: ScoringError.anotherArchersRound(id)) {
        try await rounds.setStatus(id, .cancelled)
      }
      try await contract.switchArcher(robin)
      let read = try await rounds.round(id)
      #expect(read.status == .inProgress)
      #expect(try await rounds.arrows(id) == [nine], "nothing of Kim's reached Robin's round")
      try await rounds.saveArrow(id, ten, [nine.entry], by: writer)
      #expect(try await rounds.arrows(id) == [nine, ten], "Robin, active again, scores it")
    }
  ]
}
