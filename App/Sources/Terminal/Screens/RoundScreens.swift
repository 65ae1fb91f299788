import Coordinator
import CoreInterfaces
import Equipment
import Presentation
import Scoring

extension TerminalSession {
  // MARK: New round

  func newRoundKey(_ key: String) {
    let catalogue = RoundCatalogue.all
    if let position = listNumber(key), catalogue.indices.contains(position - 1) {
      coordinator.show(.roundSetup(codename: catalogue[position - 1].id))
    } else if let round = RoundCatalogue.round(key.lowercased()) {
      coordinator.show(.roundSetup(codename: round.id))
    } else {
      say("No round '\(key)': type its number (1–\(catalogue.count)) or its codename.")
    }
  }

  func newRoundText() -> (body: [String], keys: [String]) {
    (
      RoundCatalogue.all.enumerated().map {
        "\($0.offset + 1). \($0.element.name) (\($0.element.id))"
      },
      ["a number or codename chooses"]
    )
  }

  // MARK: Rounds

  func roundsListKey(_ key: String) {
    guard let position = listNumber(key), listing.indices.contains(position - 1) else {
      return listing.isEmpty || listNumber(key) == nil
        ? unknown(key) : say("No round \(key): type a number from 1 to \(listing.count).")
    }
    coordinator.show(.roundDetail(listing[position - 1].id))
  }

  func roundsListText() -> (body: [String], keys: [String]) {
    guard !listing.isEmpty else {
      return (["No rounds yet: go back and press n to start one."], [])
    }
    let rows = listing.enumerated().map { position, round in
      let of = round.totalArrows.map { " of \($0)" } ?? ""
      return
        "\(position + 1). \(round.name): \(round.score), \(round.arrows)\(of) arrows (\(round.status.displayName))"
    }
    return (rows, ["a number opens"])
  }

  // MARK: Round setup

  func roundSetupKey(_ key: String, _ model: RoundSetupModel) async {
    switch key {
    case "p": await askThroughPicker { await model.chooseBowSetup() }
    case "s":
      await model.startRound()
      if let failure = model.start.failure { return say(failure.message) }
      // The coordinator pushes the started round's scoring screen from its routing task.
      await waitBriefly {
        if case .scoring? = self.coordinator.topScreen { true } else { false }
      }
    default: unknown(key)
    }
  }

  func roundSetupText(_ model: RoundSetupModel) -> (body: [String], keys: [String]) {
    guard let round = model.round else { return (["Unknown round '\(model.codename)'."], []) }
    var lines = ["\(round.name): \(round.totalArrows.map { "\($0) arrows" } ?? "practice")"]
    for (number, pass) in round.passes.enumerated() {
      lines.append(
        "  \(number + 1). \(pass.arrows) arrows at \(units.distance(pass.distance)) on \(pass.faceDiameter)"
      )
    }
    lines.append("Bow setup: \(model.bowSetup?.name ?? "none chosen")")
    for (distance, reading) in model.sightMarks {
      lines.append("  sight mark at \(units.distance(distance)): \(reading.map { "\($0)" } ?? "—")")
    }
    return (lines, ["p pick bow setup", "s start"])
  }

  // MARK: Bow-setup picker

  func bowSetupPickerKey(_ key: String, _ model: BowSetupPickerModel) async {
    await pick(key, noun: "setup", count: model.setups.value?.count ?? 0, with: model.choose)
  }

  func bowSetupPickerText(_ model: BowSetupPickerModel) -> (body: [String], keys: [String]) {
    switch model.setups {
    case .loaded(let setups) where setups.isEmpty:
      (["No bow setups yet: add one under Equipment › Bow setups."], [])
    case .loaded(let setups):
      (
        setups.enumerated().map {
          "\($0.offset + 1). \($0.element.name) (\($0.element.bowStyle.rawValue))"
        }, ["a number picks"]
      )
    case .failed(let error): (["Could not load setups: \(error.message)"], [])
    case .idle, .loading: (["Loading…"], [])
    }
  }
}
