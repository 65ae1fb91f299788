import CommandKit

/// `quiver sync DIR | conflicts | resolve ID mine|theirs`: two or more stores merged through a
/// shared folder (docs/SYNC.md).
struct SyncCommand: QuiverCommand {
  let name = "sync"
  let summary =
    "Merge this store with others through a shared folder DIR (a USB stick, a synced folder); list and settle conflicts."
  let subcommands: [any QuiverCommand] = [
    SyncNowCommand(), SyncConflictsCommand(), SyncResolveCommand(),
  ]
  let defaultSubcommand: String? = "now"
}
