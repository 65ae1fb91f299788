import Coordinator
import CoreInterfaces
import Foundation
import Presentation

extension TerminalSession {
  func settingsKey(_ key: String, _ model: SettingsModel) async {
    let (letter, rest) = command(key)
    let changed: Bool
    switch (letter, rest) {
    case ("c", nil): changed = await model.cycleColour()
    case ("u", nil): changed = await model.toggleUnits()
    case ("d", let millimetres?): changed = await model.set("arrow-mm", to: millimetres)
    default: return unknown(key)
    }
    guard changed, let current = model.current else { return say(model.error?.message ?? "") }
    coordinator.appearance.use(current)  // every open screen uses it from the next render on
    say("Saved.", as: .done)
  }

  func settingsText(_ model: SettingsModel) -> (body: [String], keys: [String]) {
    guard let current = model.current else {
      return ([model.error.map { "Could not read the settings: \($0.message)" } ?? "Loading…"], [])
    }
    let colourNow = palette.isOn ? "colour is on" : "colour is off"
    let lines =
      current.damageNotes.map { "! \($0)" } + [
        "Colour: \(current.colour.rawValue) (\(colourNow) here; NO_COLOR turns auto off)",
        "Units: \(current.units.rawValue) (distances, group figures and @x,y placing)",
        "Arrow diameter for plotting: \(String(format: "%g", current.arrowDiameter * 1_000)) mm",
      ]
    return (lines, ["c colour auto/on/off", "u units", "d MM arrow diameter"])
  }
}
