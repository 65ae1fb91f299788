import Analytics
import Coordinator
import CoreInterfaces
import Presentation

/// A round in detail — end by end, statistics, face plot: `c` continues scoring it; `e` opens
/// its sheet to correct an arrow.
final class RoundDetailScreen: TerminalScreen {
  let model: RoundDetailModel

  init(_ round: RoundID, _ start: ScreenStart) {
    model = RoundDetailModel(roundID: round)
    start.route(model.actions)
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
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
      var lines = RoundDetailText.lines(
        detail.record, detail.statistics, palette: context.palette, units: units)
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
      var keys = detail.record.progress.isOpen ? ["c continue scoring"] : []
      if !detail.record.arrows.isEmpty { keys.append("e correct an arrow") }
      if detail.record.arrows.isEmpty, detail.record.recordedTotal != nil {
        keys.append("e correct the total")
      }
      return (lines, keys)
    }
  }
}
