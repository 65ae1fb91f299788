import Coordinator
import CoreInterfaces
import Equipment
import Scoring

extension TerminalSession {
  /// The top screen as text: the breadcrumb, the screen, its keys and the one-line message.
  func render() -> String {
    let (body, keys) = screenText()
    var lines = ["── \(coordinator.breadcrumb)"] + body.map { "  " + $0 }
    lines.append("keys: \((keys + ["b back", "q quit", "? help"]).joined(separator: " · "))")
    if let message { lines.append("! \(message)") }
    return lines.joined(separator: "\n") + "\n"
  }

  private func screenText() -> (body: [String], keys: [String]) {
    switch coordinator.topScreen {
    case nil:
      (["Quiver: score a round, see your rounds."], ["n new round", "r rounds"])
    case .plain(.newRound)?:
      (
        RoundCatalogue.all.enumerated().map {
          "\($0.offset + 1). \($0.element.name) (\($0.element.id))"
        },
        ["a number or codename chooses"]
      )
    case .plain(.roundsList)?:
      (roundsListText(), ["a number opens"])
    case .roundSetup(let model)?:
      (roundSetupText(model), ["p pick bow setup", "s start"])
    case .bowSetupPicker(let model)?:
      (pickerText(model), ["a number picks"])
    case .scoring(let model)?:
      (
        scoringText(model),
        ["X 10…1 M score", "Enter ends the end", "u undo", "r redo", "f finish"]
      )
    case .plain(let destination)?:
      (["\(destination.title) is not in the terminal app yet."], [])
    case .itemPicker?:
      (["Item pickers are not in the terminal app yet."], [])
    }
  }

  private func roundsListText() -> [String] {
    guard !listing.isEmpty else { return ["No rounds yet: go back and press n to start one."] }
    return listing.enumerated().map { position, round in
      let of = round.totalArrows.map { " of \($0)" } ?? ""
      return
        "\(position + 1). \(round.name): \(round.score), \(round.arrows)\(of) arrows (\(round.status.rawValue))"
    }
  }

  private func roundSetupText(_ model: RoundSetupModel) -> [String] {
    guard let round = model.round else { return ["Unknown round '\(model.codename)'."] }
    var lines = ["\(round.name): \(round.totalArrows.map { "\($0) arrows" } ?? "practice")"]
    lines.append("Bow setup: \(model.bowSetup?.name ?? "none chosen")")
    for (distance, reading) in model.sightMarks {
      lines.append("  \(distance): sight mark \(reading.map { "\($0)" } ?? "—")")
    }
    return lines
  }

  private func pickerText(_ model: BowSetupPickerModel) -> [String] {
    switch model.setups {
    case .loaded(let setups) where setups.isEmpty: ["No bow setups yet."]
    case .loaded(let setups):
      setups.enumerated().map {
        "\($0.offset + 1). \($0.element.name) (\($0.element.bowStyle.rawValue))"
      }
    case .failed(let error): ["Could not load setups: \(error.message)"]
    case .idle, .loading: ["Loading…"]
    }
  }

  private func scoringText(_ model: LiveScoringModel) -> [String] {
    guard let round = model.round, let card = model.card else {
      return [model.error.map { "Could not load the round: \($0.message)" } ?? "Loading…"]
    }
    let max = round.definition.maxScore.map { " / \($0)" } ?? ""
    var lines = ["\(round.definition.name) (\(round.status.rawValue)): \(model.runningTotal)\(max)"]
    for end in card.ends where end.number < model.currentEndNumber {
      let arrows = end.arrows.map(\.description).joined(separator: " ")
      lines.append("  end \(end.number): \(arrows) = \(end.total) (\(end.runningTotal))")
    }
    if let (number, pass) = model.currentPass {
      let which = "distance \(number + 1) of \(round.definition.passes.count)"
      let arrows = model.currentEnd.map(\.description).joined(separator: " ")
      lines.append(
        "End \(model.currentEndNumber), \(which), \(pass.distance): \(arrows.isEmpty ? "—" : arrows) = \(model.endTotal)"
      )
    } else if card.isFull {
      lines.append("Every arrow is shot: f finishes the round.")
    }
    return lines
  }
}
