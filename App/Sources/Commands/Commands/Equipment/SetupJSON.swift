import CoreInterfaces
import Equipment
import Foundation

/// One setup as `--json` prints it.
struct SetupJSON: Encodable {
  let id: String
  let kind = "setup"
  let name: String
  let bowStyle: String
  let version: Int
  let drawWeightLb: Double?
  let parts: [[String: String]]
  let sightMarks: [[String: String]]

  init(_ setup: BowSetup) {
    id = setup.id.description
    name = setup.name
    bowStyle = setup.bowStyle.rawValue
    version = setup.version
    drawWeightLb = setup.drawWeight?.value
    parts = setup.parts.map { ["kind": $0.kind.rawValue, "item": $0.item.description] }
    sightMarks = setup.sightMarks.map {
      ["distance": $0.distance.description, "mark": SightMarkReading.recorded($0.mark).description]
    }
  }
}
