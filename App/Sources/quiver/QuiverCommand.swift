import CoreInterfaces
import Equipment
import Foundation
import LiveDependencies
import Scoring

/// The `quiver` command line: parses the arguments and runs one command.
enum QuiverCommand {
  static let usage = """
    quiver — archery scoring, equipment and analytics in the terminal

    Usage: quiver <command>

    Commands:
      demo          A narrated run of the coordinator: pushes, awaited picks, Back, restore.
      rounds        List the standard rounds Quiver knows, with their maximum scores.
      equipment     List the bow setups and equipment items.
      help          Show this help (also -h, --help).

    Exit status: 0 on success, 64 for a usage error, 1 when a command fails.
    """

  /// Runs the command named by `arguments` (without the program name); returns the exit status.
  static func run(_ arguments: [String]) async -> Int32 {
    guard let command = arguments.first else {
      print(usage)
      return 0
    }
    do {
      switch command {
      case "help", "-h", "--help":
        print(usage)
      case "demo":
        try await CoordinatorDemo.run()
      case "rounds":
        for round in RoundCatalogue.all {
          print(
            "\(round.id.padding(toLength: 12, withPad: " ", startingAt: 0)) \(round.name) — max \(round.maxScore), \(round.totalArrows) arrows, \(round.arrowsPerEnd) per end"
          )
        }
      case "equipment":
        try await CompositionRoot.withLiveDependencies {
          @Dependency(\.equipment) var equipment
          for setup in try await equipment.fetchBowSetups() {
            print("setup  \(setup.name) (\(setup.bowStyle.rawValue))")
          }
          for item in try await equipment.fetchAll(nil) {
            print(
              "\(item.kind.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)) \(item.name)"
            )
          }
        }
      default:
        FileHandle.standardError.write(
          Data("quiver: unknown command '\(command)'. Run 'quiver --help' for the commands.\n".utf8)
        )
        return 64
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("quiver: \(error)\n".utf8))
      return 1
    }
  }
}
