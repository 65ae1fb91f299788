import CoreInterfaces
import Equipment

/// A navigator that answers item picks from a script and records which kinds were asked for.
@MainActor
final class ScriptedEquipmentNavigator: EquipmentNavigator {
  var answer: EquipmentItem?
  private(set) var requestedKinds: [EquipmentKind] = []
  init(answer: EquipmentItem?) { self.answer = answer }
  func pickItem(of kind: EquipmentKind) async -> EquipmentItem? {
    requestedKinds.append(kind)
    return answer
  }
}
