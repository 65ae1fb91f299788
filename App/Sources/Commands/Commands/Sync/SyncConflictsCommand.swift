import CommandKit
import Store

/// `quiver sync conflicts [--all]`: the conflicts sync met, each with both values and the row
/// kept, until `quiver sync resolve` settles them.
struct SyncConflictsCommand: QuiverCommand {
  let name = "conflicts"
  let summary =
    "List the open sync conflicts: both values and the row kept (--all: settled ones too)."
  let all = Flag("all", "list settled conflicts too")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let database = try context.openDatabase()
    let all = context.arguments[self.all]
    let conflicts = try await database.read { db in try SyncConflicts.list(db, all: all) }
    if context.json { return try context.output.json(conflicts.map(SyncConflictJSON.init)) }
    guard !conflicts.isEmpty else {
      return context.output.line(all ? "No sync conflicts." : "No open sync conflicts.")
    }
    for conflict in conflicts { context.output.line(SyncText.line(conflict)) }
    if conflicts.contains(where: { $0.settled == nil }) {
      context.output.line("'quiver sync resolve ID mine' or '… theirs' settles one.")
    }
  }
}
