import CoreInterfaces

/// One archer, the same in every `archers` command.
struct ArcherJSON: Encodable {
  let id: String
  let name: String
  let bowStyle: String
  let active: Bool

  init(_ archer: Archer, active: Bool) {
    id = archer.id.description
    name = archer.name
    bowStyle = archer.bowStyle.rawValue
    self.active = active
  }
}
