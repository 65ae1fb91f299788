import Analytics
import Coordinator
import CoreInterfaces
import Presentation

extension TerminalSession {
  /// A round in detail: `c` continues scoring it; `e` opens its sheet to correct an arrow.
  func roundDetailKey(_ key: String, _ model: RoundDetailModel) async {
    guard key == "c" || key == "e", model.detail.value != nil else { return unknown(key) }
    let asked = key == "c" ? model.continueScoring() : model.correctArrows()
    guard asked else { return say(model.error?.message ?? "") }
    await coordinator.nextPathChange()
  }

  func roundDetailText(_ model: RoundDetailModel) -> (body: [String], keys: [String]) {
    switch model.detail {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not load the round: \(error.message)"], [])
    case .loaded(let detail):
      var lines = RoundDetailText.lines(
        detail.record, detail.statistics, palette: palette, units: units)
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
