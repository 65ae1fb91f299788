import Coordinator
import CoreInterfaces
import Equipment

/// The equipment hub, following every change to gear: a number lists that kind, `s` the bow
/// setups.
final class EquipmentHubScreen: TerminalScreen {
  let model = EquipmentHubModel()

  init(_ start: ScreenStart) {
    model.start()
    start.load { [model] in await model.refresh() }
  }

  func cover() -> Bool {
    model.stop()
    return true
  }

  func uncover() -> (@MainActor () async -> Void)? {
    { [model] in
      model.start()
      await model.refresh()
    }
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    let kinds = EquipmentKind.allCases
    if key == "s" {
      context.coordinator.show(.setupsList)
      return
    }
    guard let position = context.listNumber(key), kinds.indices.contains(position - 1) else {
      return context.listNumber(key) == nil
        ? context.unknown(key)
        : context.say("No kind \(key): type a number from 1 to \(kinds.count).")
    }
    context.coordinator.show(.equipmentList(kinds[position - 1]))
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    var lines = EquipmentKind.allCases.enumerated().map { position, kind in
      "\(position + 1). \(kind.displayName): \(model.counts?[kind].map(String.init) ?? "…") in use"
    }
    if let error = model.error { lines.append("Could not refresh: \(error.message)") }
    return (lines, ["a number lists that kind", "s bow setups"])
  }
}
