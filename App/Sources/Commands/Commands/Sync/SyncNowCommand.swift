import CommandKit
import Store

/// `quiver sync [now] DIR [--dry-run] [--new-identity]`: sends this store's changes since its
/// last sync into `DIR/<device>/` and applies every other device's it has not applied.
struct SyncNowCommand: QuiverCommand {
  let name = "now"
  let summary =
    "Send this store's changes to DIR/<device>/ and apply every other device's files not yet applied; again does nothing."
  let folder = Argument(
    "DIR", ValueType.path, "the folder every device syncs through (it must exist)")
  let dryRun = Flag(
    "dry-run", "say what would be sent and applied, and the conflicts; change nothing")
  let newIdentity = Flag(
    "new-identity",
    "give this store a new device identity and send every row under it: after a copy made by hand, to move to another folder, or when another device's file is damaged"
  )
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let path = try context.arguments[folder]
    let database = try context.openDatabase()
    let output = context.output
    let report = try await StoreSync.run(
      database, folder: path, dryRun: context.arguments[dryRun],
      newIdentity: context.arguments[newIdentity],
      progress: { line in output.writeError("quiver: \(line)\n") })
    if context.json {
      try output.json(SyncReportJSON(report))
    } else {
      for line in SyncText.lines(report) { output.line(line) }
    }
    for refusal in report.refused { output.error("refused \(refusal.file): \(refusal.reason)") }
    if !report.refused.isEmpty { throw CommandExit(status: 1) }
  }
}
