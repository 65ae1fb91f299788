import CommandKit
import CoreInterfaces

/// The settings as `--json` prints them: choices by their spelling, the shaft in millimetres.
struct SettingsJSON: Encodable {
  let colour: String
  let units: String
  let arrowMm: Double

  init(_ settings: AppSettings) {
    colour = settings.colour.rawValue
    units = settings.units.rawValue
    arrowMm = (settings.arrowDiameter * 1_000).rounded(toPlaces: 3)
  }
}
