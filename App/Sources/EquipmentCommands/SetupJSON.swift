import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// One bow setup at one version, the same in every command.
struct SetupJSON: Encodable {
  /// A part: its kind and the item's ID.
  struct Part: Encodable {
    let kind: String
    let item: String
  }

  let id: String
  let name: String
  let bowStyle: String
  let version: Int
  let drawWeightLb: Double?
  let parts: [Part]
  let sightMarks: [SightMarkJSON]

  init(_ setup: BowSetup) {
    id = setup.id.description
    name = setup.name
    bowStyle = setup.bowStyle.rawValue
    version = setup.version
    drawWeightLb = setup.drawWeight?.value
    parts = setup.parts.map { Part(kind: $0.kind.rawValue, item: $0.item.description) }
    sightMarks = setup.sightMarks.map(SightMarkJSON.init)
  }
}
