import Foundation

extension StoreSync {
  /// Writes this store's unsent changes as its next files (`limit` bytes of changes at most,
  /// unless one entry is larger). Each file is written and marked sent in one transaction of
  /// the store, so two syncs of one store take turns. A kill between the file and the mark
  /// leaves the file and the outbox both; the next sync finds the file holds exactly the first
  /// unsent changes (writes made since come after them) and only marks those. A file under this identity that holds other changes was
  /// written by a copy of this store: refused, with what to do.
  static func send(
    _ database: Database, _ folder: SyncFolder, device: String, dryRun: Bool, limit: Int,
    progress: @escaping @Sendable (String) -> Void
  ) async throws -> [SyncReport.Sent] {
    var sent: [SyncReport.Sent] = []
    var read = 0  // a dry run writes nothing, so it reads on past what it would send
    let writer = storeFile(database.location)
    while true {
      let (from, before) = (read, sent.count)
      let step = { @Sendable (db: Connection) throws -> (SyncReport.Sent, Int)? in
        try sendOne(
          db, folder, device: device, writer: writer, after: from,
          filesBefore: dryRun ? before : 0, limit: limit, dryRun: dryRun)
      }
      guard
        let (file, last) = dryRun
          ? try await database.read(step) : try await database.writeUnrecorded(step)
      else { return sent }
      sent.append(file)
      read = last
      progress(
        "\(dryRun ? "would send" : "sent") \(file.file) (\(counted(file.changes, "change")))")
    }
  }

  /// Writes the next file from the outbox entries after `after` and, unless `dryRun`, marks them
  /// sent, in the caller's transaction; `nil` when there is nothing to send.
  private static func sendOne(
    _ db: Connection, _ folder: SyncFolder, device: String, writer: String?, after from: Int,
    filesBefore: Int, limit: Int, dryRun: Bool
  ) throws -> (SyncReport.Sent, Int)? {
    let filesSent = (try identity(db)?.filesSent ?? 0) + filesBefore
    let whole = try db.query("SELECT whole_through FROM sync_device") { $0.int(0) }.first ?? 0
    // A file of the store's whole content never mixes with later changes: it follows nothing.
    var pending = try Outbox.pending(db, after: from, limit: limit)
    if let first = pending.first, first.seq <= whole {
      pending = pending.filter { $0.seq <= whole }
    }
    let ahead = folder.files(of: device, after: filesSent).files
    guard let first = pending.first, let last = pending.last else {
      if let file = ahead.first {  // a dry run says the refusal the sync would meet
        throw SyncError.sharedIdentity(device: device, file: "\(device)/\(file.name)")
      }
      return nil
    }
    let changes = try Changeset.combined(pending.map(\.changes))
    let seq = filesSent + 1
    let name = ChangesetFile.name(seq)
    let header = ChangesetFile.Header(
      device: device, seq: seq, schema: Schema.currentVersion,
      after: last.seq <= whole ? [:] : try follows(db, folder),
      outbox: [first.seq, last.seq], bytes: changes.bytes.count,
      crc32: CRC32.checksum(changes.bytes), writer: writer)
    if !dryRun { folder.removeLeftovers(of: device) }
    let through: Int
    let sent: SyncReport.Sent
    if let existing = ahead.first {
      // Only this very file, written before a kill and never marked sent, may be there already.
      // Read only, so a dry run counts and refuses as the sync will.
      (through, sent) = try retried(
        existing, db, folder, device: device, seq: seq, after: from,
        pending: [first.seq, last.seq], writer: writer)
    } else {
      sent = SyncReport.Sent(file: "\(device)/\(name)", changes: try changes.count())
      through = last.seq
      if !dryRun {
        let file = ChangesetFile(header: header, changeset: changes)
        guard try folder.create(device, name, try file.encoded()) else {
          throw SyncError.sharedIdentity(device: device, file: sent.file)
        }
      }
    }
    if dryRun { return (sent, through) }
    _ = try db.run("DELETE FROM sync_outbox WHERE seq <= ?", through)
    _ = try db.run("UPDATE sync_device SET files_sent = ?", seq)
    return (sent, through)
  }

  /// The outbox entries a file already in the folder under this device's next number holds,
  /// when it is this store's own file written before a kill and never marked sent. It is read
  /// whole (a damaged one is refused before anything is marked) and must hold exactly the
  /// combined changes of the entries its header names, starting at the first unsent one. It may
  /// end before the last unsent entry (writes made after the kill, for the next file) only when
  /// it names this store's own file as its writer: a copy of the store made by hand holds the
  /// same unsent entries but is another file. Anything else was written by a copy: refused,
  /// with what to do.
  private static func retried(
    _ existing: (seq: Int, name: String), _ db: Connection, _ folder: SyncFolder,
    device: String, seq: Int, after from: Int, pending: [Int], writer: String?
  ) throws -> (through: Int, sent: SyncReport.Sent) {
    let named = "\(device)/\(existing.name)"
    let theirs = try ChangesetFile.read(at: folder.file(device, existing.name), named: named)
    let range = theirs.header.outbox
    let refused = SyncError.sharedIdentity(device: device, file: named)
    let own = writer != nil && theirs.header.writer == writer
    guard existing.seq == seq, range.count == 2, range[0] == pending[0], range[1] >= range[0],
      range == pending || (own && range[1] < pending[1])
    else { throw refused }
    let held = try Outbox.pending(db, after: from, through: range[1], limit: .max)
    let changes = try Changeset.combined(held.map(\.changes))
    guard held.last?.seq == range[1], changes.bytes == theirs.changeset.bytes else {
      throw refused
    }
    return (range[1], SyncReport.Sent(file: named, changes: try changes.count()))
  }

  /// The store's file as `device:inode`, or `nil` in memory or when it cannot be looked at.
  static func storeFile(_ location: DatabaseLocation) -> String? {
    guard case .file(let path) = location else { return nil }
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return "\(status.st_dev):\(status.st_ino)"
  }

  /// The other devices' files a new file follows: those this store applied, of the devices
  /// whose folders are in `folder` (a device of another folder can never be waited for here).
  static func follows(_ db: Connection, _ folder: SyncFolder) throws -> [String: Int] {
    let here = Set(folder.devices(besides: ""))
    return try applied(db, others: true).filter { here.contains($0.key) }
  }

  /// How far this store has applied each other device: its last file's number. Its own files
  /// under an earlier identity count as applied; `others` leaves them out (what a file it
  /// writes follows: its own earlier rows travel in its first send under the new identity).
  static func applied(_ db: Connection, others: Bool = false) throws -> [String: Int] {
    Dictionary(
      try db.query("SELECT device, seq FROM sync_applied \(others ? "WHERE own = 0" : "")") {
        ($0.string(0), $0.int(1))
      },
      uniquingKeysWith: max)
  }
}
