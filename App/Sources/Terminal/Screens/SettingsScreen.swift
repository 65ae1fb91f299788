import Coordinator
import CoreInterfaces
import Foundation
import Presentation

/// Colour, units and the plotting arrow diameter: `c`, `u`, `d MM`.
final class SettingsScreen: TerminalScreen {
  let model = SettingsModel()

  init(_ start: ScreenStart) {
    model.start()
    start.load { [model] in await model.load() }
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    let (letter, rest) = context.command(key)
    let changed: Bool
    switch (letter, rest) {
    case ("c", nil): changed = await model.cycleColour()
    case ("u", nil): changed = await model.toggleUnits()
    case ("d", let millimetres?): changed = await model.set("arrow-mm", to: millimetres)
    default: return context.unknown(key)
    }
    guard changed, let current = model.current else {
      return context.say(model.error?.message ?? "")
    }
    context.coordinator.appearance.use(current)  // every open screen uses it from the next render
    context.say("Saved.", as: .done)
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    guard let current = model.current else {
      return ([model.error.map { "Could not read the settings: \($0.message)" } ?? "Loading…"], [])
    }
    let colourNow = context.palette.isOn ? "colour is on" : "colour is off"
    let lines =
      current.damageNotes.map { "! \($0)" } + [
        "Colour: \(current.colour.rawValue) (\(colourNow) here; NO_COLOR turns auto off)",
        "Units: \(current.units.rawValue) (distances, group figures and @x,y placing)",
        "Arrow diameter for plotting: \(String(format: "%g", current.arrowDiameter * 1_000)) mm",
      ]
    return (lines, ["c colour auto/on/off", "u units", "d MM arrow diameter"])
  }
}
