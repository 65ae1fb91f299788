import Foundation

/// `quiver sync DIR`: sends this store's changes since its last sync to `DIR/<device>/` and
/// applies every other device's files it has not applied, each in one transaction
/// (docs/SYNC.md). Running it again with nothing new does nothing.
public enum StoreSync {
  /// Syncs `database` through the folder at `path`. `progress` hears each file as it is
  /// written or applied. With `dryRun`, nothing is written anywhere: the files are applied in
  /// one transaction that is rolled back, so the report names the conflicts they would meet.
  public static func run(
    _ database: Database, folder path: String, dryRun: Bool = false, newIdentity: Bool = false,
    limits: SyncLimits = .standard, progress: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws -> SyncReport {
    // Applying a changeset skips a table the store lacks: a dropped table refuses the sync
    // before the folder is touched or any file is marked applied.
    try await database.checkEveryTable()
    let folder = try SyncFolder(path)
    var report: SyncReport
    let known = try await database.read(identity)
    // A store that already syncs elsewhere leaves no name in a folder it is refused from.
    let folderName = try folder.name(
      creating: !dryRun && (known?.folder == nil || newIdentity), remembered: known?.folder,
      device: known?.device, restoring: !dryRun)
    if let known, !newIdentity {
      // Its files are in the folder it synced through: another (a new stick, an emptied one,
      // another mount) would get only what comes next, and no device could apply that.
      if let remembered = known.folder, remembered != folderName {
        throw SyncError.otherFolder(path: path)
      }
      report = SyncReport(device: known.device)
    } else if dryRun {
      report = SyncReport(device: "(new)")
      report.madeIdentity = true
    } else {
      progress("first sync of this store: every row goes into its first file…")
      report = SyncReport(
        device: try await makeIdentity(
          database, chunk: limits.snapshotRows, replacing: newIdentity, folder: folderName))
      report.madeIdentity = true
      progress("this store syncs as device \(report.device)")
    }
    report.dryRun = dryRun
    if report.device != "(new)" {
      report.sent = try await send(
        database, folder, device: report.device, dryRun: dryRun, limit: limits.fileBytes,
        progress: progress)
    }
    let done = try await applyAll(database, folder, report: report, progress: progress)
    if !dryRun {
      // Conflicts about rows deleted here since (a round deleted) close: neither value returns.
      try await database.writeUnrecorded { db in try SyncConflicts.closeGone(db) }
    }
    return done
  }

  /// "1 change", "2 changes".
  static func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// This store's identity, the folder it syncs through and how many files it has written
  /// there, if it syncs.
  static func identity(_ db: Connection) throws -> (
    device: String, filesSent: Int, folder: String?
  )? {
    try db.query("SELECT id, files_sent, folder FROM sync_device") { row in
      (row.string(0), row.int(1), row[2] == .null ? nil : row.string(2))
    }.first
  }

  /// Gives the store a new identity and puts its whole content in the outbox, in one
  /// transaction: from its commit on, every write is recorded after it.
  /// Another sync of this store that made one first wins, unless `replacing`.
  static func makeIdentity(
    _ database: Database, chunk: Int, replacing: Bool, folder: String?
  ) async throws -> String {
    let made = SyncIdentity.make()
    try await database.read { db in try Snapshot.attachEmpty(db) }
    do {
      let device = try await database.writeUnrecorded(foreignKeys: false) { db -> String in
        let previous = try identity(db)
        if !replacing, let previous { return previous.device }
        if let previous, previous.filesSent > 0 {
          // Its files under the old name are its own: never applied to it as another device's.
          _ = try db.run(
            "INSERT INTO sync_applied (device, seq, own) VALUES (?, ?, 1) ON CONFLICT (device) DO UPDATE SET seq = max(seq, excluded.seq), own = 1",
            previous.device, previous.filesSent)
        }
        _ = try db.run("DELETE FROM sync_device")
        _ = try db.run("DELETE FROM sync_outbox")
        _ = try db.run(
          "INSERT INTO sync_device (id, folder, created_at) VALUES (?, ?, ?)", made, folder,
          Date().timeIntervalSince1970)
        try Snapshot.everyRowIntoOutbox(db, chunk: chunk)
        // The files of these entries hold every row: they follow nothing (whole_through).
        _ = try db.run(
          "UPDATE sync_device SET whole_through = (SELECT coalesce(max(seq), 0) FROM sync_outbox)")
        return made
      }
      try await database.read { db in try Snapshot.detachEmpty(db) }
      return device
    } catch {
      try? await database.read { db in try Snapshot.detachEmpty(db) }
      throw error
    }
  }
}
