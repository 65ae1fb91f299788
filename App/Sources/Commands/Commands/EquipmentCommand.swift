import CoreInterfaces
import Equipment
import LiveDependencies
import Store

/// `quiver equipment`: the bow setups and equipment items in the database.
struct EquipmentCommand: QuiverCommand {
  let name = "equipment"
  let summary = "List the bow setups and equipment items in the database."
  let options: [OptionSpec] = [.flag("json", "print setups and items as JSON")]

  /// One setup or item as `--json` prints it.
  struct Row: Encodable {
    let id: String
    let kind: String
    let name: String
  }

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let database = try context.openDatabase()
    try await CompositionRoot.withLiveDependencies(database: database) {
      @Dependency(\.equipment) var equipment
      let setups = try await equipment.fetchBowSetups()
      let items = try await equipment.fetchAll(nil)
      if context.arguments.has("json") {
        try context.output.json(
          setups.map { Row(id: $0.id.description, kind: "setup", name: $0.name) }
            + items.map { Row(id: $0.id.description, kind: $0.kind.rawValue, name: $0.name) })
        return
      }
      if setups.isEmpty && items.isEmpty {
        context.output.line("No equipment yet (\(database.location.description)).")
        return
      }
      let rows =
        setups.map { ["setup", "\($0.name) (\($0.bowStyle.rawValue))"] }
        + items.map { [$0.kind.rawValue, $0.name] }
      for line in TextTable(rows).lines { context.output.line(line) }
    }
  }
}
