public import CoreInterfaces
public import CoreInterfacesTestSupport
import Foundation
public import Scoring
import Testing

/// The rules every `MatchClient` keeps, run against the in-memory client here and the SQLite one
/// in App: sets go through the rulebook, a refusal saves nothing, a shoot-off only when due, and
/// the observed match follows every set.
public struct MatchClientContract: Sendable {
  /// One rule, named in the test log.
  public typealias Check = ContractCheck<MatchClientContract>

  /// The implementation under test.
  public let client: MatchClient
  /// Makes a store archer `client` can name in a match (the live store needs its row).
  public let makeArcher: @Sendable () async throws -> ArcherID

  /// A contract over `client`, with `makeArcher` for a store archer.
  public init(
    client: MatchClient, makeArcher: @escaping @Sendable () async throws -> ArcherID
  ) {
    self.client = client
    self.makeArcher = makeArcher
  }

  /// Runs `check` against this implementation.
  public func verify(_ check: Check) async throws { try await check.verify(self) }

  /// Starts a `format` match of a store archer (side A) against guests.
  func start(_ format: MatchFormat = .sets) async throws -> MatchSheet {
    let archer = try MatchEntrant(name: "Ana", archer: try await makeArcher())
    let others = ["Cai", "Dee"].prefix(format.archersPerSide - 1)
    let sideA =
      try [archer] + others.map { name throws(MatchEntryError) in try MatchEntrant(name: name) }
    let sideB = try ["Ben", "Eve", "Fay"].prefix(format.archersPerSide).map {
      name throws(MatchEntryError) in try MatchEntrant(name: name)
    }
    return try await client.start(
      try MatchSheet(sideA: sideA, sideB: sideB, match: Match(format: format)))
  }

  /// Arrows written in the rulebook's notation.
  static func arrows(_ text: String) throws -> [ArrowValue] {
    try MatchNotation.arrows(Substring(text), at: .set(1), .a)
  }

  /// Every rule, for `@Test(arguments: MatchClientContract.checks)`.
  public static let checks: [Check] = [
    Check("a started match reads back with its entrants and nothing shot; listed newest first") {
      contract in
      let first = try await contract.start()
      let second = try await contract.start(.mixedSets)
      let read = try await contract.client.match(first.id)
      #expect(read.sideA == first.sideA && read.sideB == first.sideB)
      #expect(read.match == Match(format: .sets))
      #expect(read.sideA.first?.archer != nil && read.sideB.first?.archer == nil)
      let listed = try await contract.client.list().items.map(\.id)
      #expect(listed.firstIndex(of: second.id) ?? 9 < listed.firstIndex(of: first.id) ?? 0)
    },
    Check("each set is the rulebook's: set points after it, and none taken once decided") {
      contract in
      let id = try await contract.start().id
      for _ in 0..<3 {
        _ = try await contract.client.shoot(id, try arrows("10 10 10"), try arrows("9 9 9"), nil)
      }
      let decided = try await contract.client.match(id)
      #expect(decided.match.outcome.winner == .a && decided.match.setPoints(.a) == 6)
      await #expect(throws: MatchError.afterDecision(.set(4), decidedAt: .set(3), winner: .a)) {
        _ = try await contract.client.shoot(id, try arrows("10 10 10"), try arrows("9 9 9"), nil)
      }
      #expect(try await contract.client.match(id).match.sets.count == 3, "nothing was saved")
    },
    Check("a set of the wrong arrows is refused whole, naming the set and side") { contract in
      let id = try await contract.start().id
      await #expect(throws: MatchError.arrowCount(.set(1), .a, given: 4, expected: 3)) {
        _ = try await contract.client.shoot(id, try arrows("10 9 9 9"), try arrows("9 9 9"), nil)
      }
      #expect(try await contract.client.match(id).match.sets.isEmpty)
    },
    Check("a shoot-off only when due; equal totals go to the arrow closer to the centre") {
      contract in
      let id = try await contract.start(.cumulative).id
      let early = [try ShootOffArrow(value: .miss, distanceMillimetres: nil)]
      await #expect(throws: MatchError.shootOffNotDue(.shootOff(1), next: .end(1))) {
        _ = try await contract.client.shootOff(id, early, early)
      }
      for _ in 0..<5 {
        _ = try await contract.client.shoot(id, try arrows("10 9 9"), try arrows("9 10 9"), nil)
      }
      #expect(try await contract.client.match(id).match.outcome.needsShootOff)
      let ten = try #require(try arrows("10").first)
      let sheet = try await contract.client.shootOff(
        id, [try ShootOffArrow(value: ten, distanceMillimetres: 4.5)],
        [try ShootOffArrow(value: ten, distanceMillimetres: 2.25)])
      #expect(sheet.match.outcome == .won(.b, at: .shootOff(1), by: .shootOffCloser))
      #expect(try await contract.client.match(id) == sheet, "what was saved reads back the same")
    },
    Check("an unknown match is named as not found") { contract in
      let missing = MatchID()
      await #expect(throws: MatchEntryError.notFound(missing.description)) {
        _ = try await contract.client.match(missing)
      }
      await #expect(throws: MatchEntryError.notFound(missing.description)) {
        _ = try await contract.client.shoot(missing, try arrows("10 9 9"), try arrows("9 9 9"), nil)
      }
    },
    Check("two scorers: a set entered meanwhile is refused, naming it, and nothing saved") {
      contract in
      let id = try await contract.start().id
      _ = try await contract.client.shoot(id, try arrows("8 8 8"), try arrows("9 9 9"), 1)
      await #expect(throws: MatchError.enteredMeanwhile(.set(1), shot: "8 8 8 / 9 9 9")) {
        _ = try await contract.client.shoot(id, try arrows("10 10 10"), try arrows("9 9 9"), 1)
      }
      #expect(try await contract.client.match(id).match.sets.count == 1, "nothing was saved")
      let next = try await contract.client.shoot(id, try arrows("X 9 9"), try arrows("9 9 9"), 2)
      #expect(next.match.sets.count == 2)
    },
    Check("the observed match follows every set") { contract in
      let id = try await contract.start().id
      var iterator = contract.client.observeMatch(id).makeAsyncIterator()
      #expect(try await iterator.next()?.match.sets.isEmpty == true)
      _ = try await contract.client.shoot(id, try arrows("X 10 9"), try arrows("9 9 8"), nil)
      var seen = try await iterator.next()
      // A store may report the start's own commit once more before the set arrives.
      if seen?.match.sets.isEmpty == true { seen = try await iterator.next() }
      #expect(seen?.match.setPoints(.a) == 2)
    },
  ]
}
