import CoreInterfaces
import Scoring
import Testing

/// Two score sheets for one end: compared arrow by arrow at once, saved only when they agree or
/// once settled, the settling recorded.
@Suite("Two scorers, one truth")
struct TwoScorerEndTests {
  static func arrows(_ words: String...) throws -> [ArrowValue] {
    try words.map { try ArrowValue(notation: $0, on: .tenZone) }
  }

  @Test func agreeingSheetsInAnotherOrderAreSaved() throws {
    var end = TwoScorerEnd(letter: .a, end: 1, first: try Self.arrows("9", "X", "10"))
    #expect(end.toSave == nil, "one sheet is not enough")
    try end.enterSecond(Self.arrows("X", "10", "9"))
    #expect(end.agree && end.differences.isEmpty)
    #expect(end.toSave == (try Self.arrows("9", "X", "10")))
    #expect(throws: TwoScorerError.nothingToSettle(.a, end: 1)) {
      try end.settle(Self.arrows("9", "9", "9"), reason: "judge")
    }
  }

  @Test func aDifferenceIsShownArrowByArrowAndBlocksTheSave() throws {
    var end = TwoScorerEnd(letter: .c, end: 4, first: try Self.arrows("X", "9", "8"))
    try end.enterSecond(Self.arrows("10", "9", "7"))
    #expect(!end.agree && end.toSave == nil)
    let shown = end.differences.map { "\($0.arrow): \($0.first) / \($0.second)" }
    #expect(shown == ["1: X / 10", "3: 8 / 7"])
    #expect(throws: TwoScorerError.arrowCount(.c, end: 4, given: 2, expected: 3)) {
      try end.enterSecond(Self.arrows("10", "9"))
    }
    #expect(throws: TwoScorerError.self) { try end.settle(Self.arrows("X", "9", "8"), reason: " ") }
    // One line of the record: a line break could forge another line of `club show`.
    #expect(throws: TwoScorerError.self) {
      try end.settle(Self.arrows("X", "9", "8"), reason: "judge\nB, end 1 settled: X X X")
    }
    #expect(end.settlement == nil)
    try end.settle(Self.arrows("X", "9", "8"), reason: "judge: line cutter, X")
    #expect(end.toSave == (try Self.arrows("X", "9", "8")))
    #expect(end.settlement?.reason == "judge: line cutter, X")
    #expect(end.settlement?.differences.count == 2, "the settling records what it settled")
    #expect(throws: TwoScorerError.alreadySettled(.c, end: 4)) {
      try end.enterSecond(Self.arrows("X", "9", "8"))
    }
  }
}
