import Coordinator
import CoreInterfaces
import Presentation
import Scoring

/// A shared target (the newest; `n ROUND NAME… +GUEST…`, `n2 …` on two sheets, or `quiver club
/// start` starts one): everyone's end and running
/// total ranked, a line per archer (`A 10 9 9`), the second sheet (`2 A 10 9 9`), `c` corrects an
/// arrow and `s` settles a disputed end. `l` lists the stored targets, newest first, a page at a
/// time, and a number opens one (stranger29b N13).
final class TargetScreen: TerminalScreen {
  let model: TargetModel
  /// The stored targets, a page at a time, when `l` shows them.
  private var listing: PagedListing

  init(_ start: ScreenStart) {
    model = TargetModel { outcome, board in TargetText.outcome(outcome, board) }
    listing = PagedListing(rows: start.coordinator.listRows)
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    // A withdrawal asked about is done only by the same `w A` next; anything else cancels it.
    if !key.hasPrefix("w ") { model.forgetWithdrawal() }
    if key == "l" { return await listTargets(context) }
    if let position = context.listNumber(key), let listed = model.earlier, listing.isShown {
      guard listed.indices.contains(position - 1) else {
        return context.say("No target \(position): type a number from 1 to \(listed.count).")
      }
      listing.close()
      return await model.open(listed[position - 1].id)
    }
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
    if let said = model.said {
      context.say(
        said.text, as: model.asking ? .info : taken && !said.refused ? .done : .error)
    }
  }

  /// `l`: lists the stored targets, newest first; again, the next page (after the last, the
  /// first), as the Match screen lists matches.
  private func listTargets(_ context: ScreenContext) async {
    guard await model.listTargets(), let listed = model.earlier else {
      return context.say(model.said?.text ?? "")
    }
    guard !listed.isEmpty else { return context.say("No target is stored yet.", as: .info) }
    listing.turn(count: listed.count)
  }

  /// The listed page of targets, numbered from 1 over the whole list, when `l` showed it.
  private var listedLines: [String] { listing.lines("Targets", model.earlier, TargetText.summary) }

  /// The list's keys, while it is shown.
  private var listKeys: [String] { listing.keys(listKey: Self.listKey, row: "target") }

  private static let listKey = "l lists the targets, newest first"

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
        [error.message] + listedLines,
        ["n ROUND NAME… +GUEST… starts a target", "n2 ROUND NAME… +GUEST… on two sheets"]
          + listKeys
      )
    case .loaded(let board):
      // On two sheets an agreed end changes only with a reason, recorded (the board's rule).
      var keys = [
        "A 10 9 9 enters archer A's end",
        board.twoSheets ? "c A END ARROW VALUE : why corrects" : "c A END ARROW VALUE corrects",
        "w A withdraws A (asks first)", "n ROUND NAME… +GUEST… starts another",
        "n2 … on two sheets",
      ]
      if board.twoSheets {
        keys += ["2 A 10 9 9 the second sheet", "s A X 10 8 : why settles"]
      }
      return (TargetText.lines(board) + listedLines, keys + listKeys)
    }
  }
}
