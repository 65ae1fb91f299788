import CoreInterfaces
import Foundation

/// One distance of a round, the same in the catalogue and the custom rounds.
struct PassJSON: Encodable {
  let arrows: Int
  let distanceM: Double
  let faceCm: Double
  let system: String
  let indoor: Bool
  /// `36@30m/80cm/10_zone`, the form `rounds custom add --pass` takes.
  let spec: String

  init(_ pass: RoundDefinition.Pass) {
    arrows = pass.arrows
    distanceM = pass.distance.metres.rounded(toPlaces: 3)
    faceCm = (pass.faceDiameter.metres * 100).rounded(toPlaces: 3)
    system = pass.system.rawValue
    indoor = pass.indoor
    spec = PassText.spec(pass)
  }
}

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

/// How a pass is written on the command line.
enum PassText {
  /// `36@70m/122cm/10_zone`, the form `rounds custom add --pass` takes.
  static func spec(_ pass: RoundDefinition.Pass) -> String {
    let compact = { (length: Length) in length.description.replacingOccurrences(of: " ", with: "") }
    return "\(pass.arrows)@\(compact(pass.distance))/\(compact(pass.faceDiameter))/"
      + pass.system.rawValue + (pass.indoor ? "/indoor" : "")
  }
}
