import CommandKit
import CoreInterfaces

/// One archer, the same in every `archers` command.
struct ArcherJSON: Encodable {
  let id: String
  let name: String
  let bowStyle: String
  let gender: String
  let ageGroup: String
  let active: Bool

  init(_ archer: Archer, active: Bool) {
    id = archer.id.description
    name = archer.name
    bowStyle = archer.bowStyle.rawValue
    gender = archer.gender.rawValue
    ageGroup = archer.ageGroup.rawValue
    self.active = active
  }
}
