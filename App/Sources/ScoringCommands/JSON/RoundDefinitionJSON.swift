import CommandKit
import CoreInterfaces

/// A round definition (standard or custom): its codename, maximum and distances.
struct RoundDefinitionJSON: Encodable {
  let codename: String
  let name: String
  let maxScore: Int?
  let arrows: Int?
  let arrowsPerEnd: Int
  let passes: [PassJSON]

  init(_ definition: RoundDefinition) {
    codename = definition.id
    name = definition.name
    maxScore = definition.maxScore
    arrows = definition.totalArrows
    arrowsPerEnd = definition.arrowsPerEnd
    passes = definition.passes.map(PassJSON.init)
  }
}
