import CoreInterfaces
import Foundation
import Scoring
import Testing

/// What a correction or a settling is told before anything else (stranger29c C4, C8, C12): an
/// unsaved end is named as waiting before a reason is asked for, a correction to the same value
/// records nothing, and a settling on one sheet says the target is scored on one sheet.
@Suite("Target corrections and settlings, refused in order")
struct TargetCorrectionOrderTests {
  @Test func anEndWhoseFirstSheetWaitsIsNamedBeforeAReasonIsAskedFor() throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: true)
    for sheet in [1, 2] { _ = try board.enter(["9", "9", "9"], for: .b, sheet: sheet) }
    _ = try board.enter(["8", "8", "8"], for: .a, sheet: 1)
    #expect(throws: TargetError.awaitingSecondSheet(.a, end: 2)) {
      _ = try board.correct(.a, end: 2, arrow: 1, to: "M")
    }
    #expect(throws: TargetError.noSuchArrow(.a, end: 3, arrow: 1)) {
      _ = try board.correct(.a, end: 3, arrow: 1, to: "M")
    }
  }

  @Test func aCorrectionToTheSameValueRecordsNothing() throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: true)
    let ten = try ArrowValue(points: 10, on: .tenZone)
    #expect(throws: TargetError.nothingToCorrect(.a, end: 1, arrow: 1, ten)) {
      _ = try board.correct(.a, end: 1, arrow: 1, to: "10", reason: "again")
    }
    #expect(board.corrections.isEmpty)
    #expect(
      TargetError.nothingToCorrect(.a, end: 1, arrow: 1, ten).text(for: .commandLine)
        == "A, end 1, arrow 1 is already 10; nothing to correct.")
  }

  /// stranger29c C6: a withdrawn archer's waiting first sheet is void once the board is read
  /// again, and a line for them is told of the withdrawal, not to enter a second sheet (nor of a
  /// round: A is a guest, stranger-final D5).
  @Test func aWithdrawnArchersWaitingSheetIsVoid() throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: true)
    for sheet in [1, 2] { _ = try board.enter(["9", "9", "9"], for: .b, sheet: sheet) }
    _ = try board.enter(["8", "8", "8"], for: .a, sheet: 1)
    var target = board.target
    try target.withdraw(.a)
    let stored = TargetBoard(
      id: board.id, created: board.created, twoSheets: true, target: target,
      sheets: board.sheets)
    #expect(stored.sheets.isEmpty)
    var read = TargetBoard(
      id: board.id, created: board.created, twoSheets: true, target: target)
    #expect(throws: TargetError.roundClosed(.a, end: 2, nil)) {
      _ = try read.enter(["1", "1", "1"], for: .a, sheet: 1)
    }
    #expect(throws: TargetError.roundClosed(.a, end: 2, nil)) {
      _ = try read.settle(["1", "1", "1"], for: .a, reason: "judge")
    }
  }

  /// stranger29c C9: a withdrawn archer ranks after those still shooting, whatever their total.
  @Test func aWithdrawnArcherRanksAfterThoseStillShooting() throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: false)
    _ = try board.enter(["1", "1", "1"], for: .b)
    try board.withdraw(.a)
    #expect(board.target.standings.map(\.letter) == [.b, .a])
    #expect(board.target.standings.map(\.rank) == [1, 2])
  }

  /// stranger29c C8: a settled end's correction without a reason says it was settled.
  @Test func aSettledEndIsNamedSettled() throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: true)
    _ = try board.enter(["9", "9", "9"], for: .b, sheet: 1)
    _ = try board.enter(["9", "9", "8"], for: .b, sheet: 2)
    _ = try board.settle(["9", "9", "8"], for: .b, reason: "judge")
    #expect(throws: TargetError.settledCorrectionNeedsReason(.b, end: 1)) {
      _ = try board.correct(.b, end: 1, arrow: 1, to: "M")
    }
    #expect(throws: TargetError.correctionNeedsReason(.a, end: 1)) {
      _ = try board.correct(.a, end: 1, arrow: 1, to: "M")
    }
  }

  @Test func aSettlingOnOneSheetSaysTheTargetIsScoredOnOneSheet() throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: false)
    #expect(throws: TargetError.oneSheet) {
      _ = try board.settle(["9", "9", "9"], for: .b, reason: "judge")
    }
    #expect(board.target.ends(of: .b).isEmpty)
  }
}
