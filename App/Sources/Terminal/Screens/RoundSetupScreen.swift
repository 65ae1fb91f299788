import Coordinator
import CoreInterfaces
import Presentation
import Scoring

/// Round setup: `p` asks the bow-setup picker, `s` starts the round, `c` continues the one left
/// unfinished.
final class RoundSetupScreen: TerminalScreen {
  let model: RoundSetupModel

  init(_ codename: String, _ start: ScreenStart) {
    model = RoundSetupModel(codename: codename, navigator: start.coordinator)
    start.route(model.actions)
    start.load { [model] in await model.load() }
  }

  func uncover() -> (@MainActor () async -> Void)? { { [model] in await model.load() } }

  func handle(_ key: String, _ context: ScreenContext) async {
    switch key {
    case "p": await context.coordinator.ask { [model] in await model.chooseBowSetup() }
    case "c":
      guard model.continueRound() else {
        if let unfinished = model.unfinished, let target = model.unfinishedTarget {
          return context.say(
            UnfinishedRound(unfinished, target: target).errorDescription ?? "", as: .error)
        }
        return context.say("There is no unfinished round to continue.")
      }
      await context.coordinator.nextPathChange()
    case "s":
      await model.startRound()
      if let failure = model.start.failure { return context.say(failure.message) }
      // The coordinator pushes the started round's scoring screen from its routing task.
      await context.coordinator.nextPathChange()
    default: context.unknown(key)
    }
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    guard let round = model.round else { return (["Unknown round '\(model.codename)'."], []) }
    let units = context.units
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
    guard let unfinished = model.unfinished else {
      return (lines, ["p pick bow setup", "s start"])
    }
    let arrows = counted(unfinished.arrows, of: unfinished.totalArrows, "arrow")
    if let target = model.unfinishedTarget {
      lines.append(
        "Unfinished: \(unfinished.name), \(unfinished.score) after \(arrows) on club target "
          + "\(target): its ends are entered on the Target screen (t on Home).")
      return (lines, ["p pick bow setup", "s start"])
    }
    lines.append(
      "Unfinished: \(unfinished.name), \(unfinished.score) after \(arrows) "
        + "(\(unfinished.progress.phase.displayName)): c continues it.")
    return (lines, ["p pick bow setup", "c continue", "s start"])
  }
}
