import CommandKit
import CoreInterfaces
import Presentation

/// `quiver archers list`: every archer, the active one marked.
struct ArchersListCommand: QuiverCommand {
  let name = "list"
  let summary = "List the archers; * marks the active one."
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let (listed, active) = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      return (try await archers.list(), try await archers.active())
    }
    for damage in listed.damaged { context.output.error(damage.description) }
    let all = listed.items
    if context.json {
      return try context.output.json(all.map { ArcherJSON($0, active: $0.id == active?.id) })
    }
    if all.isEmpty {
      return context.output.line(
        "No archers yet; 'quiver archers add NAME' adds one (and keeps what is recorded).")
    }
    let rows = all.map {
      [
        $0.id == active?.id ? "*" : " ", $0.name, $0.bowStyle.rawValue, $0.gender.rawValue,
        $0.ageGroup.rawValue,
        String($0.id.description.prefix(8)),
      ]
    }
    for line in TextTable(rows).lines { context.output.line(line) }
  }
}
