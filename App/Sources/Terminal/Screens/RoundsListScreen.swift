import Coordinator
import CoreInterfaces
import Presentation
import Scoring

extension TerminalSession {
  /// The rounds: a number opens one.
  func roundsListKey(_ key: String, _ model: RoundsListModel) {
    guard let position = listNumber(key), !(model.rounds.value ?? []).isEmpty else {
      return unknown(key)
    }
    guard let round = model.round(at: position) else { return say(model.error?.message ?? "") }
    coordinator.show(.roundDetail(round.id))
  }

  func roundsListText(_ model: RoundsListModel) -> (body: [String], keys: [String]) {
    switch model.rounds {
    case .idle, .loading: return (["Loading…"], [])
    case .failed(let error): return (["Could not read the rounds: \(error.message)"], [])
    case .loaded(let listing) where listing.isEmpty && model.damaged.isEmpty:
      return (["No rounds yet: go back and press n to start one."], [])
    case .loaded(let listing):
      let rows = listing.enumerated().map { position, round in
        let arrows = counted(round.arrows, of: round.totalArrows, "arrow")
        return "\(position + 1). \(round.name): \(round.score), \(arrows) "
          + "(\(round.progress.phase.displayName))"
      }
      let damage = model.damaged.map { "! \(Names.shownSafely($0.description))" }
      return (rows + damage, listing.isEmpty ? [] : ["a number opens"])
    }
  }
}
