import Coordinator
import CoreInterfaces
import Presentation
import Scoring

/// A shared target (the newest; `n ROUND NAME… +GUEST…`, `n2 …` on two sheets, or `quiver club
/// start` starts one): everyone's end and running
/// total ranked, a line per archer (`A 10 9 9`), the second sheet (`2 A 10 9 9`), `c` corrects an
/// arrow and `s` settles a disputed end.
final class TargetScreen: TerminalScreen {
  let model: TargetModel

  init(_ start: ScreenStart) {
    model = TargetModel { outcome, board in TargetText.outcome(outcome, board) }
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    let taken: Bool
    if key.hasPrefix("n ") {
      taken = await model.startTarget(String(key.dropFirst(2)))
    } else if key.hasPrefix("n2 ") {
      taken = await model.startTarget(String(key.dropFirst(3)), twoSheets: true)
    } else if key.hasPrefix("c ") {
      taken = await model.correct(String(key.dropFirst(2)))
    } else if key.hasPrefix("w ") {
      taken = await model.withdraw(String(key.dropFirst(2)))
    } else if key.hasPrefix("s ") {
      taken = await model.settle(String(key.dropFirst(2)))
    } else if Self.isArcherLine(key) {
      taken = await model.enter(key)
    } else {
      return context.unknown(key)
    }
    // A differing second sheet is taken but saves nothing: not marked done.
    if let said = model.said { context.say(said.text, as: taken && !said.refused ? .done : .error) }
  }

  /// `A 10 9 9` or `2 A 10 9 9`: one letter (any, so a letter not on the target is told so, as
  /// `club end` tells it) and arrows after it.
  private static func isArcherLine(_ key: String) -> Bool {
    let words = key.split(separator: " ")
    let letter = words.first == "2" ? words.dropFirst().first : words.first
    guard let letter, letter.count == 1, letter.first?.isLetter == true else { return false }
    return words.count > (words.first == "2" ? 2 : 1)
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.shown.state {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error):
      return (
        [error.message],
        ["n ROUND NAME… +GUEST… starts a target", "n2 ROUND NAME… +GUEST… on two sheets"]
      )
    case .loaded(let board):
      // On two sheets an agreed end changes only with a reason, recorded (the board's rule).
      var keys = [
        "A 10 9 9 enters archer A's end",
        board.twoSheets ? "c A END ARROW VALUE : why corrects" : "c A END ARROW VALUE corrects",
        "w A withdraws A", "n ROUND NAME… +GUEST… starts another", "n2 … on two sheets",
      ]
      if board.twoSheets {
        keys += ["2 A 10 9 9 the second sheet", "s A X 10 8 : why settles"]
      }
      return (TargetText.lines(board), keys)
    }
  }
}
