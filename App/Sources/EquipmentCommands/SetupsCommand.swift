import CommandKit
import CoreInterfaces
import Equipment
import Foundation

/// `quiver setups …`: bow setups and their versions.
struct SetupsCommand: QuiverCommand {
  let name = "setups"
  let summary = "Bow setups: list, show, add, edit (each edit is a new version), versions."
  let subcommands: [any QuiverCommand] = [
    SetupsListCommand(), SetupsShowCommand(), SetupsAddCommand(), SetupsEditCommand(),
    SetupsVersionsCommand(),
  ]
  let defaultSubcommand: String? = "list"
}
