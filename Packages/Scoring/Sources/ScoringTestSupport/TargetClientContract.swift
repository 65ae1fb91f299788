import CoreInterfaces
public import CoreInterfacesTestSupport
import Foundation
public import Scoring
import Testing

/// The rules every `TargetClient` keeps, stated once and run against the in-memory client here
/// and the SQLite one in App, with guests (the live store's own rounds are App's tests).
public struct TargetClientContract: Sendable {
  /// One rule, named in the test log.
  public typealias Check = ContractCheck<TargetClientContract>

  /// The implementation under test.
  public let client: TargetClient

  /// A contract over `client`.
  public init(client: TargetClient) { self.client = client }

  /// Runs `check` against this implementation.
  public func verify(_ check: Check) async throws { try await check.verify(self) }

  /// A target of `round` with guests named `names`.
  func start(_ names: [String], round: String = "portsmouth", twoSheets: Bool = false)
    async throws -> TargetBoard
  {
    let definition = try #require(RoundCatalogue.round(round))
    return try await client.start(
      definition, names.map { TargetBoard.Entrant(.guest(name: $0)) }, twoSheets)
  }

  /// Every rule, for `@Test(arguments: TargetClientContract.checks)`.
  public static let checks: [Check] = [
    Check("archers take A, B, C… in order; a seventh is refused and nothing is stored") {
      contract in
      let board = try await contract.start(["Ana", "Ben", "Cleo"])
      #expect(board.target.archers.map(\.letter) == [.a, .b, .c])
      await #expect(throws: TargetError.full(name: "G")) {
        _ = try await contract.start(["A", "B", "C", "D", "E", "F", "G"])
      }
      #expect(try await contract.client.find(nil) == board.id, "the refused target was not kept")
    },
    Check("an archer's line is saved and observed; a refused line changes nothing") {
      contract in
      let board = try await contract.start(["Ana", "Ben"])
      let client = contract.client
      let saved = try await client.enter(board.id, .a, ["10", "9", "9"], 1)
      #expect(
        saved
          == .saved(
            .a, end: 1,
            [
              ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false),
              ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false),
              ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false),
            ]))
      await #expect(throws: TargetError.arrowCount(.b, end: 1, given: 4, expected: 3)) {
        _ = try await client.enter(board.id, .b, ["10", "9", "9", "9"], 1)
      }
      await #expect(throws: TargetError.self) {
        _ = try await client.enter(board.id, .b, ["10", "9", "12"], 1)
      }
      await #expect(throws: TargetError.letterNotOnTarget("C", letters: [.a, .b])) {
        _ = try await client.enter(board.id, .c, ["10", "9", "9"], 1)
      }
      let now = try await client.board(board.id)
      #expect(now.target.ends(of: .a).count == 1)
      #expect(now.target.ends(of: .b).isEmpty)
      #expect(now.target.standings.first?.letter == .a)
    },
    Check("a correction changes one arrow and the running total") {
      contract in
      let board = try await contract.start(["Ana"])
      _ = try await contract.client.enter(board.id, .a, ["10", "9", "9"], 1)
      _ = try await contract.client.correct(board.id, .a, 1, 2, "X", nil)
      let now = try await contract.client.board(board.id)
      #expect(now.target.ends(of: .a).first?.map(\.description) == ["10", "X", "9"])
      #expect(now.target.standings.first?.total == 29)
      await #expect(throws: TargetError.noSuchArrow(.a, end: 2, arrow: 1)) {
        _ = try await contract.client.correct(board.id, .a, 2, 1, "X", nil)
      }
    },
    Check("two sheets: saved when both agree, differences kept until settled with a reason") {
      contract in
      let board = try await contract.start(["Ana", "Ben"], twoSheets: true)
      let client = contract.client
      _ = try await client.enter(board.id, .a, ["10", "9", "9"], 1)
      _ = try await client.enter(board.id, .b, ["10", "9", "9"], 1)
      await #expect(throws: TargetError.awaitingSecondSheet(.a, end: 1)) {
        _ = try await client.enter(board.id, .a, ["X", "X", "X"], 1)  // the first sheet waits
      }
      #expect(try await client.board(board.id).sheets[.a]?.first.map(\.points) == [10, 9, 9])
      #expect(try await client.board(board.id).target.ends(of: .a).isEmpty)
      guard case .saved = try await client.enter(board.id, .a, ["9", "10", "9"], 2) else {
        Issue.record("the same arrows in another order agree")
        return
      }
      guard case .differs(let sheet) = try await client.enter(board.id, .b, ["10", "9", "8"], 2)
      else {
        Issue.record("a different arrow differs")
        return
      }
      #expect(sheet.differences.map(\.arrow) == [3])
      await #expect(throws: TargetError.self) {
        _ = try await client.settle(board.id, .b, ["10", "9", "8"], " ")
      }
      _ = try await client.settle(board.id, .b, ["10", "9", "8"], "judge")
      let now = try await client.board(board.id)
      #expect(now.target.ends(of: .b).first?.map(\.description) == ["10", "9", "8"])
      #expect(now.settled.map(\.settlement?.reason) == ["judge"])
      #expect(now.sheets.isEmpty)
    },
    Check("two sheets: an agreed end is corrected only with a reason, recorded and kept") {
      contract in
      let board = try await contract.start(["Ana"], twoSheets: true)
      let client = contract.client
      _ = try await client.enter(board.id, .a, ["10", "10", "10"], 1)
      _ = try await client.enter(board.id, .a, ["10", "10", "10"], 2)
      await #expect(throws: TargetError.correctionNeedsReason(.a, end: 1)) {
        _ = try await client.correct(board.id, .a, 1, 1, "M", nil)
      }
      #expect(
        try await client.board(board.id).target.ends(of: .a).first?.map(\.points) == [10, 10, 10])
      _ = try await client.correct(board.id, .a, 1, 1, "M", "both scorers")
      let now = try await client.board(board.id)
      #expect(now.target.ends(of: .a).first?.map(\.description) == ["M", "10", "10"])
      #expect(now.corrections.map(\.reason) == ["both scorers"])
      #expect(now.corrections.first?.was.points == 10)
      #expect(now.corrections.first?.now.isMiss == true)
    },
    Check("an end's lines are all or none: a refused one keeps none") {
      contract in
      let board = try await contract.start(["Ana", "Ben"])
      let client = contract.client
      await #expect(throws: TargetError.self) {
        _ = try await client.enterAll(
          board.id, [(.a, ["9", "9", "9"]), (.b, ["9", "12", "9"])], 1, nil)
      }
      #expect(try await client.board(board.id).target.ends(of: .a).isEmpty)
      let outcomes = try await client.enterAll(
        board.id, [(.a, ["9", "9", "9"]), (.b, ["9", "9", "9"])], 1, nil)
      #expect(outcomes.count == 2)
      #expect(try await client.board(board.id).target.currentEnd == 2)
    },
    Check("targets are listed newest first; a prefix two share is refused as ambiguous") {
      contract in
      var started: [UUID] = []
      // Seventeen IDs: two share a first hex digit (sixteen digits).
      for index in 1...17 { started.append(try await contract.start(["G\(index)"]).id) }
      let listed = try await contract.client.list()
      #expect(Set(listed.map(\.id)) == Set(started))
      #expect(
        zip(listed, listed.dropFirst()).allSatisfy { $0.created >= $1.created }, "newest first")
      let prefixes = started.map { String($0.uuidString.lowercased().prefix(1)) }
      let shared = try #require(
        prefixes.first { prefix in prefixes.filter { $0 == prefix }.count > 1 })
      await #expect(throws: TargetError.ambiguousTarget(shared)) {
        _ = try await contract.client.find(shared)
      }
    },
    Check("an unknown target is refused by its ID prefix") {
      contract in
      await #expect(throws: TargetError.noTarget(nil)) { _ = try await contract.client.find(nil) }
      await #expect(throws: TargetError.noTarget("0000")) {
        _ = try await contract.client.find("0000")
      }
    },
    Check(
      "a guest withdraws (stranger29c C2): the target goes on; twice or once complete is refused"
    ) {
      contract in
      let board = try await contract.start(["Kim", "Lee"], round: "wa18", twoSheets: true)
      let id = board.id
      for sheet in [1, 2] {
        _ = try await contract.client.enterAll(
          id, [(.a, ["9", "9", "9"]), (.b, ["8", "8", "8"])], sheet, nil)
      }
      _ = try await contract.client.enter(id, .a, ["7", "7", "7"], 1)  // A's sheet 1 of end 2 waits
      // stranger29d D8: the end A shot is agreed or settled first, never dropped.
      await #expect(throws: TargetError.withdrawalWaitsForSheet(.a, end: 2)) {
        _ = try await contract.client.withdraw(id, .a)
      }
      #expect(try await contract.client.board(id).sheets[.a]?.end == 2, "A's sheet still waits")
      _ = try await contract.client.enter(id, .a, ["7", "7", "7"], 2)
      let after = try await contract.client.withdraw(id, .a)
      #expect(after.target.isWithdrawn(.a))
      #expect(after.target.ends(of: .a).count == 2, "A's arrows stay, end 2 too")
      #expect(after.target.closed[.a] == .endedEarly)
      let stored = try await contract.client.board(id)
      #expect(stored.target.isWithdrawn(.a) && stored.sheets[.a] == nil)
      #expect(stored.target.waiting == [.b])
      await #expect(throws: TargetError.alreadyWithdrawn(.a, nil)) {
        _ = try await contract.client.withdraw(id, .a)
      }
      await #expect(throws: TargetError.self) {
        _ = try await contract.client.enter(id, .a, ["7", "7", "7"], 1)
      }
      for sheet in [1, 2] { _ = try await contract.client.enter(id, .b, ["8", "8", "8"], sheet) }
      #expect(try await contract.client.board(id).target.currentEnd == 3)
    },
    Check("a withdrawal before any end is saved closes the place cancelled (stranger29d D8)") {
      contract in
      let board = try await contract.start(["Kim", "Lee"], round: "wa18", twoSheets: false)
      #expect(try board.withdrawal(of: .a).phase == .cancelled)
      let after = try await contract.client.withdraw(board.id, .a)
      #expect(after.target.closed[.a] == .cancelled)
      #expect(try await contract.client.board(board.id).target.closed[.a] == .cancelled)
    },
  ]
}
