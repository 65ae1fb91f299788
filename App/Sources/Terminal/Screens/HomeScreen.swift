import Coordinator
import CoreInterfaces

extension TerminalSession {
  /// Home: where every part of the app starts.
  func homeKey(_ key: String) {
    switch key {
    case "n": coordinator.show(.newRound)
    case "r": coordinator.show(.roundsList)
    case "e": coordinator.show(.equipmentHub)
    case "a": coordinator.show(.analyticsHub)
    case "s": coordinator.show(.settings)
    case "w": coordinator.show(.archers)
    default: unknown(key)
    }
  }

  func homeText() -> (body: [String], keys: [String]) {
    let who =
      coordinator.home.archer.map { "Archer: \($0.name) (\($0.bowStyle.rawValue))" }
      ?? "No archer yet: w adds one."
    return (
      ["Quiver: score a round, look after your gear, see how you are doing.", who],
      ["n new round", "r rounds", "e equipment", "a analytics", "s settings", "w archers"]
    )
  }
}
