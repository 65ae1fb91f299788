import Coordinator
import CoreInterfaces
import Presentation
import Scoring

/// The archer's rounds, a page at a time: a number opens one, `n` and `p` turn the page.
final class RoundsListScreen: TerminalScreen {
  let model: RoundsListModel

  init(_ start: ScreenStart) {
    model = RoundsListModel(rows: start.coordinator.listRows)
    start.load { [model] in await model.load() }
  }

  func cover() -> Bool {
    model.shown.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    switch key {
    case "n":
      guard model.nextPage() else { return context.say(model.error?.message ?? "") }
      await model.arrived()
      return
    case "p":
      guard model.previousPage() else { return context.say(model.error?.message ?? "") }
      await model.arrived()
      return
    default: break
    }
    guard let position = context.listNumber(key), !(model.rounds.value ?? []).isEmpty else {
      return context.unknown(key)
    }
    guard let round = model.round(at: position) else {
      return context.say(model.error?.message ?? "")
    }
    context.coordinator.show(.roundDetail(round.id))
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.rounds {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not read the rounds: \(error.message)"], [])
    case .loaded(let listing) where listing.isEmpty && model.damaged.isEmpty && model.total == 0:
      return (["No rounds yet: go back and press n to start one."], [])
    case .loaded(let listing):
      let first = model.page.offset
      let rows = listing.enumerated().map { position, round in
        let arrows = counted(round.arrows, of: round.totalArrows, "arrow")
        return "\(first + position + 1). \(round.name): \(round.score), \(arrows) "
          + "(\(round.progress.phase.displayName))"
      }
      let damage = model.damaged.map { "! \(Names.shownSafely($0.description))" }
      var keys = listing.isEmpty ? [] : ["a number opens"]
      var pageLine: [String] = []
      if model.total > model.page.limit || first > 0 {
        let shownRows = listing.count + model.damaged.count
        let last = first + shownRows
        pageLine = [
          shownRows == 0
            ? "No rounds on this page (\(model.total) in all): p goes back."
            : "Rounds \(first + 1)–\(last) of \(model.total)"
        ]
        if last < model.total { keys.append("n next page") }
        if first > 0 { keys.append("p previous page") }
      }
      return (rows + damage + pageLine, keys)
    }
  }
}
