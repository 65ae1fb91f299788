import CommandKit
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
