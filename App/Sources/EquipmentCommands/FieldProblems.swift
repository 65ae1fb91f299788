import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Store

/// Field problems as one message: `draw weight: must be 5–80 lb; name: a name is required`.
struct FieldProblems: Error, CustomStringConvertible {
  let problems: [FieldProblem]
  var description: String {
    "nothing was saved: " + problems.map { "\($0.field): \($0.message)" }.joined(separator: "; ")
  }
}
