import Analytics
import Coordinator
import CoreInterfaces
import Foundation
import Presentation

/// The analytics hub, following every change to rounds: a number opens that recent round.
final class AnalyticsScreen: TerminalScreen {
  let model = AnalyticsHubModel()

  init(_ start: ScreenStart) {
    start.route(model.actions)
    start.load { [model] in await model.refresh() }
  }

  func cover() -> Bool {
    model.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.refresh() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    guard let position = context.listNumber(key) else { return context.unknown(key) }
    guard model.openRecent(position: position) else {
      return context.say(model.error?.message ?? "")
    }
    await context.coordinator.nextPathChange()
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    guard let figures = model.figures else {
      return ([model.error.map { "Could not load: \($0.message)" } ?? "Loading…"], [])
    }
    // Each round left out, then each counted with a damaged arrow, as `quiver stats` names them.
    let unreadable =
      model.notCounted.map { "! Not counted: \(Names.shownSafely($0.description))" }
      + figures.damagedArrows.map { "! " + Names.shownSafely(DamagedArrowsText.line($0)) }
    // The matches as `quiver stats matches` shows them, from the same client call.
    let tally = MatchHistoryText.lines(model.matches?.tally ?? MatchTally())
    let matches =
      (model.matches?.damaged ?? []).map { "! Not counted: \(Names.shownSafely($0.description))" }
      + (tally.isEmpty ? [] : ["Matches:"] + tally.map { "  " + $0 })
    guard !figures.isEmpty else {
      return (["No rounds yet: score one and it shows here."] + matches + unreadable, [])
    }
    var lines = [
      "\(counted(figures.rounds, "round")), \(counted(figures.arrowsShot, "arrow")), average arrow "
        + StatsText.average(figures.averageArrow)
    ]
    if !figures.recent.isEmpty { lines.append("Recent completed rounds:") }
    for (position, round) in figures.recent.enumerated() {
      let max = round.maximum.map { " / \($0)" } ?? ""
      lines.append(
        "  \(position + 1). \(LocalDay.text(round.date)) "
          + "\(round.name): \(round.score)\(max)")
    }
    if !figures.best.isEmpty {
      lines.append("Best: " + figures.best.map { "\($0.name) \($0.score)" }.joined(separator: ", "))
    }
    if let latest = figures.handicapTrend.last {
      let trend = figures.handicapTrend.map { String($0.handicap) }
      lines.append("Handicap \(latest.handicap) (last rounds: \(trend.joined(separator: " → ")))")
    }
    if !figures.personalBests.isEmpty {
      lines.append("Personal bests:")
      lines += HistoryText.personalBests(figures.personalBests).map { "  " + $0 }
    }
    let (months, years) = figures.seasons
    if !years.isEmpty {
      lines.append("Seasons (last months, then years):")
      lines += HistoryText.seasons(months + years).map { "  " + $0 }
    }
    lines += matches + unreadable
    if let error = model.error { lines.append("! Could not refresh: \(error.message)") }
    return (lines, figures.recent.isEmpty ? [] : ["a number opens a round"])
  }
}
