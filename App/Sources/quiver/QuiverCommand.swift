import CoreInterfaces
import Equipment
import Foundation
import LiveDependencies
import Scoring
import Store

/// The `quiver` command line: parses the arguments and runs one command.
enum QuiverCommand {
  static let usage = """
    quiver — archery scoring, equipment and analytics in the terminal

    Usage: quiver [--db PATH | --in-memory] <command>

    Commands:
      demo          A narrated run of the coordinator: pushes, awaited picks, Back, restore.
                    Always on an in-memory database with sample equipment: nothing to set up.
      rounds        List the standard rounds Quiver knows, with their maximum scores.
      equipment     List the bow setups and equipment items in the database.
      where         Print where the database is.
      help          Show this help (also -h, --help).

    Options:
      --db PATH     Use the database at PATH (created on first use).
      --in-memory   Use a database that lives only as long as the command.
    The default database is $XDG_DATA_HOME/quiver/quiver.sqlite
    (else ~/.local/share/quiver/quiver.sqlite).

    Exit status: 0 on success, 64 for a usage error, 1 when a command fails.
    """

  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs the command named by `arguments` (without the program name); returns the exit status.
  static func run(_ arguments: [String]) async -> Int32 {
    do {
      var location = DatabaseLocation.standard()
      var rest = arguments[...]
      while let option = rest.first, option.hasPrefix("--"), option != "--help" {
        rest = rest.dropFirst()
        switch option {
        case "--in-memory": location = .inMemory
        case "--db":
          guard let path = rest.popFirst(), !path.isEmpty else {
            throw UsageError(description: "--db needs a path")
          }
          location = .file(path)
        default: throw UsageError(description: "unknown option '\(option)'")
        }
      }
      try await run(command: rest.first ?? "help", arguments: Array(rest.dropFirst()), location)
      return 0
    } catch let error as UsageError {
      fail("\(error). Run 'quiver --help' for the commands.")
      return 64
    } catch {
      fail((error as? any LocalizedError)?.errorDescription ?? "\(error)")
      return 1
    }
  }

  private static func run(
    command: String, arguments: [String], _ location: DatabaseLocation
  ) async throws {
    switch command {
    case "help", "-h", "--help":
      print(usage)
    case "demo":
      try await CoordinatorDemo.run()
    case "rounds":
      for round in RoundCatalogue.all {
        let name = round.id.padding(toLength: 12, withPad: " ", startingAt: 0)
        print(
          "\(name) \(round.name) — max \(round.maxScore), \(round.totalArrows) arrows, \(round.arrowsPerEnd) per end"
        )
      }
    case "equipment":
      try await listEquipment(Database(location))
    case "where":
      print(location.description)
    case "_stress-arrows":
      try await StressArrows.run(Database(location))
    default:
      throw UsageError(description: "unknown command '\(command)'")
    }
  }

  private static func listEquipment(_ database: Database) async throws {
    try await CompositionRoot.withLiveDependencies(database: database) {
      @Dependency(\.equipment) var equipment
      let setups = try await equipment.fetchBowSetups()
      let items = try await equipment.fetchAll(nil)
      if setups.isEmpty && items.isEmpty {
        print("No equipment yet (\(database.location.description)).")
      }
      for setup in setups { print("setup  \(setup.name) (\(setup.bowStyle.rawValue))") }
      for item in items {
        print(
          "\(item.kind.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)) \(item.name)")
      }
    }
  }

  private static func fail(_ message: String) {
    FileHandle.standardError.write(Data("quiver: \(message)\n".utf8))
  }
}
