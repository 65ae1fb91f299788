import CoreInterfaces
import Scoring
import Testing

/// The withdrawal rule (stranger29b N1): an archer whose own round was cancelled or ended early
/// holds no one back, takes no more ends and keeps their arrows; a paused one still holds the end.
@Suite("A withdrawn archer")
struct TargetWithdrawalTests {
  /// Three guests on a WA 18 with end 1 in, restored with `closed` phases.
  static func target(closed: [TargetLetter: RoundProgress.Phase]) throws -> Target {
    let started = try TargetTests.target("wa18", ["Ana", "Ben", "Cy"])
    var ends: [TargetLetter: [[ArrowValue]]] = [:]
    for letter in [TargetLetter.a, .b, .c] {
      ends[letter] = [Array(repeating: try ArrowValue(points: 9, on: .tenZone), count: 3)]
    }
    return Target(
      restoring: started.round, archers: started.archers, ends: ends, closed: closed)
  }

  @Test(arguments: [RoundProgress.Phase.cancelled, .endedEarly])
  func theTargetGoesOnWithoutThem(_ phase: RoundProgress.Phase) throws {
    var target = try Self.target(closed: [.a: phase])
    #expect(target.isWithdrawn(.a))
    try target.enter(["8", "8", "8"], for: .b)
    try target.enter(["8", "8", "8"], for: .c)
    #expect(target.currentEnd == 3)
    #expect(target.waiting == [.b, .c])
    // A is a guest: no round of theirs to name (stranger-final D5).
    #expect(throws: TargetError.roundClosed(.a, end: 2, nil)) {
      try target.enter(["9", "9", "9"], for: .a)
    }
    #expect(
      TargetError.roundClosed(.a, end: 2, nil).text(for: .commandLine)
        == "A, end 2: A has withdrawn and the target goes on without them. Nothing was saved.")
    #expect(target.ends(of: .a).count == 1)
    #expect(target.standings.map(\.letter).contains(.a), "their arrows stay ranked")
  }

  @Test func aPausedArcherStillHoldsTheEnd() throws {
    var target = try Self.target(closed: [.a: .paused])
    #expect(!target.isWithdrawn(.a))
    try target.enter(["8", "8", "8"], for: .b)
    #expect(target.waiting == [.a, .c])
    #expect(throws: TargetError.roundClosed(.a, end: 2, .paused)) {
      try target.enter(["9", "9", "9"], for: .a)
    }
  }

  /// stranger29c C5: no one's round is complete, so the target is not: everyone withdrew.
  @Test func everyoneWithdrawnIsItsOwnStateNotComplete() throws {
    let target = try Self.target(closed: [.a: .cancelled, .b: .endedEarly, .c: .cancelled])
    #expect(!target.isComplete)
    #expect(target.state == .everyoneWithdrew && target.everyoneWithdrew)
    #expect(target.waiting.isEmpty)
  }

  @Test func completeWhenEveryoneLeftShotEveryEnd() throws {
    let started = try Self.target(closed: [.a: .cancelled])
    let end = Array(repeating: try ArrowValue(points: 9, on: .tenZone), count: 3)
    let full = Array(repeating: end, count: try #require(started.round.totalEnds))
    let target = Target(
      restoring: started.round, archers: started.archers,
      ends: [.a: [end], .b: full, .c: full], closed: [.a: .cancelled])
    #expect(target.state == .complete && target.isComplete)
    let shooting = Target(
      restoring: started.round, archers: started.archers,
      ends: [.a: [end], .b: full, .c: [end]], closed: [.a: .cancelled])
    #expect(shooting.state == .shooting && !shooting.isComplete)
  }
}
