import Coordinator
import CoreInterfaces

/// Home: where every part of the app starts. Under every path, so not registered: the session
/// shows it when the path is empty; the coordinator follows its model.
final class HomeScreen: TerminalScreen {
  let model: HomeModel

  init(_ model: HomeModel) { self.model = model }

  func handle(_ key: String, _ context: ScreenContext) async {
    switch key {
    case "n": context.coordinator.show(.newRound)
    case "r": context.coordinator.show(.roundsList)
    case "e": context.coordinator.show(.equipmentHub)
    case "a": context.coordinator.show(.analyticsHub)
    case "s": context.coordinator.show(.settings)
    case "w": context.coordinator.show(.archers)
    case "t": context.coordinator.show(.clubTarget)
    case "m": await openNewestMatch(context)
    case "c": context.coordinator.show(.syncConflicts)
    default: context.unknown(key)
    }
  }

  /// Opens the newest match, or the Match screen ready to start one when there is none.
  private func openNewestMatch(_ context: ScreenContext) async {
    do {
      let id = try await model.newestMatch()
      context.coordinator.show(id.map(Destination.match) ?? .newMatch)
    } catch {
      context.say(UserFacingError(error).message)
    }
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    let who =
      model.archer.map { "Archer: \($0.name) (\($0.bowStyle.rawValue))" }
      ?? "No archer yet: w adds one."
    let open = model.openConflicts
    let conflicts = open == 0 ? [] : ["\(open) sync conflict\(open == 1 ? "" : "s"): c shows them."]
    return (
      ["Quiver: score a round, look after your gear, see how you are doing.", who] + conflicts,
      [
        "n new round", "r rounds", "t target", "m a match", "e equipment",
        "a analytics", "s settings", "w archers",
      ] + (open == 0 ? [] : ["c sync conflicts"])
    )
  }
}
