import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Store

/// `quiver equipment …`: the gear itself.
struct EquipmentCommand: QuiverCommand {
  let name = "equipment"
  let summary = "Your gear: list, show, add, edit, remove (all ten kinds, with their own fields)."
  let subcommands: [any QuiverCommand] = [
    EquipmentListCommand(), EquipmentShowCommand(), EquipmentAddCommand(), EquipmentEditCommand(),
    EquipmentRemoveCommand(),
  ]
  let defaultSubcommand: String? = "list"
}
