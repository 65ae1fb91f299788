import Analytics
import Coordinator
import CoreInterfaces
import Presentation

/// A round in detail — end by end, statistics, face plot: `c` continues scoring it (not a club
/// target's round, whose ends the Target screen enters); `e` opens
/// its sheet to correct an arrow. Its ends are drawn a page that fits the terminal at a time
/// (`n`, `p`), however many the round holds.
final class RoundDetailScreen: TerminalScreen {
  let model: RoundDetailModel
  /// Ends a page shows.
  private let rows: Int
  /// The first end shown, from 0.
  private var firstEnd = 0

  init(_ round: RoundID, _ start: ScreenStart) {
    model = RoundDetailModel(roundID: round)
    rows = max(1, start.coordinator.listRows)
    start.route(model.actions)
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    let ends = model.detail.value?.statistics.ends.count ?? 0
    let first = firstShown(of: ends)
    switch key {
    case "n":
      guard first + rows < ends else { return context.say("This is the last page of ends.") }
      firstEnd = first + rows
      return
    case "p":
      guard first > 0 else { return context.say("This is the first page of ends.") }
      firstEnd = max(0, first - rows)
      return
    default: break
    }
    guard key == "c" || key == "e", model.detail.value != nil else { return context.unknown(key) }
    let asked = key == "c" ? model.continueScoring() : model.correctArrows()
    guard asked else { return context.say(model.error?.message ?? "") }
    await context.coordinator.nextPathChange()
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.detail {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not load the round: \(error.message)"], [])
    case .loaded(let detail):
      let units = context.units
      let ends = detail.statistics.ends.count
      let first = firstShown(of: ends)
      var lines = RoundDetailText.lines(
        detail.record, detail.statistics, palette: context.palette, units: units,
        ends: first..<(first + rows))
      if ends > rows {
        lines.append("  Ends \(first + 1)–\(min(first + rows, ends)) of \(ends)")
      }
      if detail.statistics.arrowsShot > 0 {
        lines += [""] + StatsText.round(detail.record, detail.statistics, units: units).dropFirst()
      }
      if let face = detail.face {
        lines += [""] + face.map { "  " + $0 }
        lines.append("  ● an arrow (◉ several), + the group centre")
      } else if detail.statistics.arrowsShot > 0 {
        lines.append("No face plot: no arrow was placed (score with @x,y to plot where it hit).")
      }
      switch model.card {
      case .loaded(let result): lines += [""] + RoundResultText.lines(result)
      case .failed(let problem):
        lines.append("The score card cannot be shown: \(problem.message)")
      case .idle, .loading: break
      }
      var keys: [String] = []
      if detail.record.progress.isOpen, let target = detail.record.clubTarget {
        lines += ["", ClubRoundAdvice.onTarget(target)]  // stranger29c C11: no `c` here
      } else if detail.record.progress.isOpen {
        keys.append("c continue scoring")
      }
      if !detail.record.arrows.isEmpty { keys.append("e correct an arrow") }
      if detail.record.arrows.isEmpty, detail.record.recordedTotal != nil {
        keys.append("e correct the total")
      }
      if first + rows < ends { keys.append("n next ends") }
      if first > 0 { keys.append("p previous ends") }
      return (lines, keys)
    }
  }

  /// The first end shown of a round of `ends`: a round that lost ends since the page was turned
  /// shows its last page.
  private func firstShown(of ends: Int) -> Int { min(firstEnd, max(0, ends - 1) / rows * rows) }
}
