import CommandKit
import CoreInterfaces
import Foundation

/// How a pass is written on the command line.
enum PassText {
  /// `36@70m/122cm/10_zone`, the form `rounds custom add --pass` takes.
  static func spec(_ pass: RoundDefinition.Pass) -> String {
    let compact = { (length: Length) in length.description.replacingOccurrences(of: " ", with: "") }
    return "\(pass.arrows)@\(compact(pass.distance))/\(compact(pass.faceDiameter))/"
      + pass.system.rawValue + (pass.indoor ? "/indoor" : "")
  }
}
