extension StoreSync {
  /// Writes this store's unsent changes as its next file, then marks them sent. A kill between
  /// the two leaves the file and the outbox both; the next sync finds the file holds exactly
  /// those changes and only marks them. A file under this identity that holds other changes
  /// was written by a copy of this store: refused, with what to do.
  static func send(_ database: Database, _ folder: SyncFolder, device: String, dryRun: Bool)
    async throws -> SyncReport.Sent?
  {
    let state = try await database.read { db in
      (try identity(db)?.filesSent ?? 0, try Outbox.pending(db), try applied(db))
    }
    let (filesSent, pending, after) = state
    let ahead = folder.files(of: device, after: filesSent).files
    guard let pending else {
      if let first = ahead.first {
        throw SyncError.sharedIdentity(device: device, file: "\(device)/\(first.name)")
      }
      return nil
    }
    let changes = try Changeset.combined(pending.changes)
    let seq = filesSent + 1
    let name = ChangesetFile.name(seq)
    let header = ChangesetFile.Header(
      device: device, seq: seq, schema: Schema.currentVersion, after: after,
      outbox: [pending.first, pending.last], bytes: changes.bytes.count,
      crc32: CRC32.checksum(changes.bytes))
    let sent = SyncReport.Sent(file: "\(device)/\(name)", changes: try changes.count())
    if dryRun { return sent }
    if let existing = ahead.first {
      // Only a retry of this very file after a kill may be there already.
      let theirs = try ChangesetFile.header(
        at: folder.file(device, existing.name), named: sent.file)
      guard existing.seq == seq, theirs.outbox == header.outbox, theirs.crc32 == header.crc32
      else { throw SyncError.sharedIdentity(device: device, file: "\(device)/\(existing.name)") }
    } else {
      let file = ChangesetFile(header: header, changeset: changes)
      guard try folder.create(device, name, try file.encoded()) else {
        throw SyncError.sharedIdentity(device: device, file: sent.file)
      }
    }
    try await database.writeUnrecorded { db in
      _ = try db.run("DELETE FROM sync_outbox WHERE seq <= ?", pending.last)
      _ = try db.run("UPDATE sync_device SET files_sent = ?", seq)
    }
    return sent
  }

  /// How far this store has applied each other device: its last file's number.
  static func applied(_ db: Connection) throws -> [String: Int] {
    Dictionary(
      try db.query("SELECT device, seq FROM sync_applied") { ($0.string(0), $0.int(1)) },
      uniquingKeysWith: max)
  }
}
