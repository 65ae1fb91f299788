import CommandKit
import Store

/// `quiver sync resolve ID mine|theirs`: settles one conflict; the value chosen becomes a change
/// of this store, sent to the others at the next sync.
struct SyncResolveCommand: QuiverCommand {
  let name = "resolve"
  let summary =
    "Settle sync conflict ID: keep mine (this store's value before the sync) or theirs; sent at the next sync."
  let id = Argument(
    "ID", ValueType.integer(atLeast: 1, placeholder: "ID"), "the conflict's number (sync conflicts)"
  )
  let choice = Argument(
    "SIDE", ValueType<SyncConflicts.Choice>.cases("SIDE"), "which value to keep")
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let id = try context.arguments[self.id]
    let choice = try context.arguments[self.choice]
    let database = try context.openDatabase()
    let conflict = try await database.write { db in
      try SyncConflicts.resolve(id, choosing: choice, db)
      return try SyncConflicts.list(db, all: true).first { $0.id == id }
    }
    if context.json, let conflict { return try context.output.json(SyncConflictJSON(conflict)) }
    context.output.line(
      "Conflict \(id) settled: \(choice == .mine ? "this store's" : "the other device's") value kept; the next sync sends it."
    )
  }
}
