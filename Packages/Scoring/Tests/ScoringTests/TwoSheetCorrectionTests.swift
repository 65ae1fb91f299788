import CoreInterfaces
import Foundation
import Scoring
import Testing

/// On two sheets an end both scorers agreed changes only with a reason, recorded (stranger29b
/// N5); on one sheet a correction needs none.
@Suite("A correction on two sheets")
struct TwoSheetCorrectionTests {
  /// Kim and Lee on a WA 18 with end 1 agreed on both sheets (`twoSheets`), or on one.
  static func board(twoSheets: Bool) throws -> TargetBoard {
    var board = try TargetBoard.start(
      round: try #require(RoundCatalogue.round("wa18")),
      entrants: [.init(.guest(name: "Kim")), .init(.guest(name: "Lee"))], twoSheets: twoSheets)
    for sheet in twoSheets ? [1, 2] : [1] {
      _ = try board.enter(["10", "10", "10"], for: .a, sheet: sheet)
    }
    return board
  }

  @Test func anAgreedEndChangesOnlyWithAReasonRecorded() throws {
    var board = try Self.board(twoSheets: true)
    #expect(throws: TargetError.correctionNeedsReason(.a, end: 1)) {
      _ = try board.correct(.a, end: 1, arrow: 1, to: "M")
    }
    #expect(throws: TargetError.correctionNeedsReason(.a, end: 1)) {
      _ = try board.correct(.a, end: 1, arrow: 1, to: "M", reason: "   ")
    }
    #expect(board.target.ends(of: .a).first?.map(\.points) == [10, 10, 10], "nothing changed")
    let outcome = try board.correct(.a, end: 1, arrow: 1, to: "M", reason: "judge")
    let fix = TargetCorrection(
      letter: .a, end: 1, arrow: 1, was: try ten(), now: .miss, reason: "judge")
    #expect(outcome == .corrected(.a, end: 1, arrow: 1, .miss, recorded: fix))
    #expect(board.corrections == [fix])
    #expect(board.target.standings.first { $0.letter == .a }?.total == 20)
  }

  /// A reason is one line of the record `club show` prints: a line break in it could forge
  /// another correction there (stranger29c C3), so it is refused with nothing changed.
  @Test func aReasonWithALineBreakIsRefused() throws {
    var board = try Self.board(twoSheets: true)
    let forged = "judge\nA, end 1, arrow 2 corrected: 10 → M"
    #expect(
      throws: TargetError.correctionReason(
        .a, end: 1, problem: "one line, with no control characters")
    ) {
      _ = try board.correct(.a, end: 1, arrow: 1, to: "M", reason: forged)
    }
    #expect(board.corrections.isEmpty)
    #expect(board.target.ends(of: .a).first?.map(\.points) == [10, 10, 10], "nothing changed")
  }

  @Test func oneSheetNeedsNoReason() throws {
    var board = try Self.board(twoSheets: false)
    let outcome = try board.correct(.a, end: 1, arrow: 1, to: "9")
    #expect(
      outcome == .corrected(.a, end: 1, arrow: 1, try .init(points: 9, on: .tenZone), recorded: nil)
    )
    #expect(board.corrections.isEmpty)
  }

  func ten() throws -> ArrowValue { try ArrowValue(points: 10, on: .tenZone) }
}
