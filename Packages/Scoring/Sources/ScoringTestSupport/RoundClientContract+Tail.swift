import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

extension RoundClientContract {
  /// How a store hands a round by its last end (`RoundTail`): the same round, counts and
  /// points as its every arrow, in one end.
  static let tails: [Check] = [
    Check("a round's tail is its last end, and what is before it adds up to the rest") {
      contract in
      let rounds = contract.client
      let id = try await contract.start("portsmouth").id
      let empty = try await rounds.tail(id)
      #expect(empty.arrows.isEmpty && empty.arrowsBefore == 0 && empty.pointsBefore == 0)
      let points = [10, 9, 8, 7, 6, 5, 4]
      let line = try points.enumerated().map { place, points in
        ScoredArrow(
          endNumber: place / 3 + 1, arrowIndex: place % 3, value: try value(points, on: .tenZone))
      }
      try await rounds.saveArrows(id, line, [], UUID())
      let tail = try await rounds.tail(id)
      #expect(tail.round == (try await rounds.round(id)))
      #expect(tail.arrows == Array(line.suffix(1)))
      #expect(tail.arrowsBefore == 6)
      #expect(tail.pointsBefore == 45)
      try await rounds.deleteArrow(id, line[6])
      let undone = try await rounds.tail(id)
      #expect(undone.arrows == Array(line[3..<6]))
      #expect((undone.arrowsBefore, undone.pointsBefore) == (3, 27))
      await #expect(throws: (any Error).self) { try await rounds.tail(RoundID()) }
    }
  ]
}
