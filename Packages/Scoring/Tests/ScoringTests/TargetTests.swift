import CoreInterfaces
import Scoring
import Testing

/// A shared target: up to six archers lettered in order, an end a line per archer, the target
/// moving on once every end is in, corrections, and the ranking of running totals.
@Suite("A target of archers")
struct TargetTests {
  static func target(_ codename: String, _ names: [String]) throws -> Target {
    var target = Target(round: try #require(RoundCatalogue.round(codename)))
    for name in names { try target.add(.guest(name: name)) }
    return target
  }

  @Test func archersAreLetteredInOrderAndASeventhIsRefused() throws {
    var target = try Self.target("wa18", ["Sam", "Alex", "Kim", "Jo", "Lee", "Max"])
    #expect(target.archers.map(\.letter.rawValue) == ["A", "B", "C", "D", "E", "F"])
    #expect(throws: TargetError.full(name: "Gil")) { try target.add(.guest(name: "Gil")) }
    #expect(
      TargetError.full(name: "Gil").errorDescription
        == "A target holds at most 6 archers (A to F); 'Gil' would be the seventh: start another target."
    )
    #expect(target.archers.count == 6, "the refusal changed nothing")
    var small = try Self.target("wa18", ["Sam"])
    #expect(throws: TargetError.alreadyOnTarget(name: "sam", letter: .a)) {
      try small.add(.archer(ArcherID(), name: "sam"))
    }
    #expect(throws: TargetError.self) { try small.add(.guest(name: "  ")) }
    #expect(throws: TargetError.self) { try small.add(.guest(name: "\u{1B}[2J")) }
  }

  @Test func aLetterNotOnTheTargetIsRefused() throws {
    let target = try Self.target("wa18", ["Sam", "Alex", "Kim", "Jo"])
    #expect(try target.letter(" b ") == .b)
    for text in ["E", "G", "", "AB", "1"] {
      #expect(throws: TargetError.letterNotOnTarget(text, letters: [.a, .b, .c, .d])) {
        try target.letter(text)
      }
    }
    #expect(
      TargetError.letterNotOnTarget("G", letters: [.a, .b, .c, .d]).errorDescription
        == "'G' is not a letter on this target; its archers are A, B, C, D.")
  }

  @Test func anEndIsALinePerArcherAndTheTargetMovesOnWhenAllAreIn() throws {
    var target = try Self.target("wa18", ["Sam", "Alex", "Kim"])
    try target.enter(["X", "10", "9"], for: .a)
    #expect(target.currentEnd == 1 && target.waiting == [.b, .c])
    #expect(throws: TargetError.endNotReached(.a, end: 2, waiting: [.b, .c])) {
      try target.enter(["9", "9", "9"], for: .a)
    }
    #expect(throws: TargetError.arrowCount(.b, end: 1, given: 4, expected: 3)) {
      try target.enter(["9", "9", "9", "9"], for: .b)
    }
    #expect(throws: TargetError.self) { try target.enter(["9", "11", "9"], for: .b) }
    #expect(target.ends(of: .b).isEmpty, "a refused line keeps nothing")
    try target.enter(["10", "10", "M"], for: .b)
    try target.enter(["9", "9", "9"], for: .c)
    #expect(target.currentEnd == 2 && target.waiting == [.a, .b, .c])
    try target.enter(["9", "9", "9"], for: .a)
    #expect(target.standings.map(\.total) == [56, 27, 20])
    #expect(target.standings.map(\.letter) == [.a, .c, .b])
    #expect(target.standings.first?.lastEnd == 27)
  }

  @Test func equalTotalsAreSplitByTensThenXsAndOtherwiseShareARank() throws {
    var target = try Self.target("wa18", ["Sam", "Alex", "Kim", "Jo"])
    try target.enter(["10", "9", "9"], for: .a)
    try target.enter(["X", "9", "9"], for: .b)
    try target.enter(["8", "10", "10"], for: .c)
    try target.enter(["10", "9", "9"], for: .d)
    let standings = target.standings
    #expect(standings.map(\.letter) == [.c, .b, .a, .d])
    #expect(standings.map(\.rank) == [1, 2, 3, 3])
  }

  @Test func aCorrectionChangesOneArrowAndTheRanking() throws {
    var target = try Self.target("wa18", ["Sam", "Alex"])
    try target.enter(["9", "9", "9"], for: .a)
    try target.enter(["9", "9", "8"], for: .b)
    try target.correct(.b, end: 1, arrow: 3, to: "X")
    #expect(target.standings.first?.letter == .b && target.standings.first?.xs == 1)
    #expect(throws: TargetError.noSuchArrow(.b, end: 2, arrow: 1)) {
      try target.correct(.b, end: 2, arrow: 1, to: "9")
    }
    #expect(throws: TargetError.noSuchArrow(.a, end: 1, arrow: 4)) {
      try target.correct(.a, end: 1, arrow: 4, to: "9")
    }
  }

  @Test func eachArcherScoresTheirOwnFaceAndRoundsComplete() throws {
    var target = Target(round: try #require(RoundCatalogue.round("bray_i")))
    try target.add(.guest(name: "Sam"), bowStyle: .recurve)
    try target.add(.guest(name: "Alex"), bowStyle: .compound)
    let ends = try #require(target.round.totalEnds)
    for _ in 1...ends {
      try target.enter(["X", "10", "9"], for: .a)
      #expect(throws: TargetError.self, "a compound's inner 10 is written 10, not X") {
        try target.enter(["X", "10", "9"], for: .b)
      }
      try target.enter(["10", "10", "9"], for: .b)
    }
    #expect(target.isComplete)
    #expect(throws: TargetError.roundComplete(.a, ends: ends)) {
      try target.enter(["9", "9", "9"], for: .a)
    }
  }
}
