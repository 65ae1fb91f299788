import CoreInterfaces
import Scoring
import Testing

/// stranger29d D4, D8: what a withdrawal would do is said before it is done, it never drops a
/// first sheet waiting for the second, and with no end saved it cancels rather than ends early.
@Suite("A withdrawal, asked first")
struct TargetWithdrawalAskTests {
  @Test func aWaitingFirstSheetRefusesTheWithdrawalAndStays() throws {
    var board = try TwoSheetCorrectionTests.board(twoSheets: true)
    _ = try board.enter(["8", "8", "8"], for: .b, sheet: 1)
    let end = try #require(board.sheets[.b]?.end)
    #expect(throws: TargetError.withdrawalWaitsForSheet(.b, end: end)) {
      try board.withdraw(.b)
    }
    #expect(board.sheets[.b]?.end == end && !board.target.isWithdrawn(.b))
    #expect(
      TargetError.withdrawalWaitsForSheet(.a, end: 2).text(for: .app).contains(
        "enter the second sheet or settle end 2 first"))
  }

  @Test func noEndSavedCancelsAndSomeEndsEndEarly() throws {
    var target = try TargetTests.target("wa18", ["Ana", "Ben"])
    let empty = try target.withdrawal(of: .a)
    #expect(empty.phase == .cancelled && empty.arrows == 0)
    try target.enter(["9", "9", "9"], for: .b)
    let shot = try target.withdrawal(of: .b)
    #expect(shot.phase == .endedEarly && shot.arrows == 3 && shot.totalArrows == 60)
    try target.withdraw(.a)
    try target.withdraw(.b)
    #expect(target.closed == [.a: .cancelled, .b: .endedEarly])
    #expect(throws: TargetError.alreadyWithdrawn(.a, nil)) { try target.withdrawal(of: .a) }
  }

  @Test func theQuestionSaysWhatItDoes() {
    let stored = TargetWithdrawal(
      letter: .a, name: "Ana Lopez", guest: false, arrows: 3, totalArrows: 60)
    #expect(stored.question == "Withdraw A Ana Lopez? Their round ends early at 3 of 60 arrows")
    let unshot = TargetWithdrawal(letter: .b, name: "Ben", guest: false, arrows: 0, totalArrows: 60)
    #expect(unshot.consequence == "their round is cancelled (no end of theirs is saved yet)")
    let guest = TargetWithdrawal(letter: .c, name: "Cy", guest: true, arrows: 0, totalArrows: 60)
    #expect(guest.consequence == "they take no more ends")
  }
}
