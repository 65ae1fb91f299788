extension StoreSync {
  /// A dry run's report, carried out of the transaction it rolls back.
  private struct DryRunRollback: Error { let report: SyncReport }

  /// A file refused once applying began: its transaction rolls back, the report goes on.
  private struct RefusedFile: Error { let report: SyncReport }

  /// `error`'s line, naming `label` when it does not already.
  static func named(_ error: SyncError, _ label: String) -> String {
    let line = error.errorDescription ?? label
    return line.contains(label) ? line : "\(label): \(line)"
  }

  /// Applies every other device's files this store has not applied, in each device's order and
  /// never before a file its writer had applied when it wrote it (``ChangesetFile/Header``).
  static func applyAll(
    _ database: Database, _ folder: SyncFolder, report start: SyncReport,
    progress: @escaping @Sendable (String) -> Void
  ) async throws -> SyncReport {
    let dryRun = start.dryRun
    do {
      if dryRun {
        try await database.writeUnrecorded(foreignKeys: false) { db in
          throw DryRunRollback(report: try applyFiles(db, folder, start, progress, commit: nil))
        }
      }
      return try await applyFiles(database, folder, start, progress)
    } catch let rollback as DryRunRollback {
      return rollback.report
    }
  }

  /// Applies file after file, each in its own transaction.
  private static func applyFiles(
    _ database: Database, _ folder: SyncFolder, _ start: SyncReport,
    _ progress: @escaping @Sendable (String) -> Void
  ) async throws -> SyncReport {
    var report = start
    while true {
      let current = report
      guard let next = try await database.read({ db in try nextFile(db, folder, current) }) else {
        break
      }
      do {
        report = try await database.writeUnrecorded(foreignKeys: false) { db in
          try apply(next, db, folder, current, progress)
        }
      } catch let refused as RefusedFile {
        report = refused.report
      }
    }
    let last = report
    return try await database.read { db in try finish(db, folder, last) }
  }

  /// The dry run's loop, inside the one transaction it rolls back.
  private static func applyFiles(
    _ db: Connection, _ folder: SyncFolder, _ start: SyncReport,
    _ progress: @escaping @Sendable (String) -> Void, commit: Void?
  ) throws -> SyncReport {
    var report = start
    while let next = try nextFile(db, folder, report) {
      do {
        report = try apply(next, db, folder, report, progress)
      } catch let refused as RefusedFile {
        report = refused.report  // a dry run reports it; the one transaction still rolls back
      }
    }
    return try finish(db, folder, report)
  }

  /// The next file that can be applied now, or `nil`.
  private static func nextFile(_ db: Connection, _ folder: SyncFolder, _ report: SyncReport)
    throws -> (device: String, seq: Int, name: String)?
  {
    let done = try applied(db)
    let refused = refusedDevices(report)
    for device in folder.devices(besides: report.device) where !refused.contains(device) {
      guard let file = folder.files(of: device, after: done[device] ?? 0).files.first,
        file.seq == (done[device] ?? 0) + 1
      else { continue }
      let header = try? ChangesetFile.header(at: folder.file(device, file.name), named: file.name)
      let ready = header.map { header in
        header.after.allSatisfy { other, seq in other == report.device || (done[other] ?? 0) >= seq
        }
      }
      if ready ?? true { return (device, file.seq, file.name) }
    }
    return nil
  }

  /// Applies one file in the caller's transaction, or adds its refusal to the report.
  private static func apply(
    _ next: (device: String, seq: Int, name: String), _ db: Connection, _ folder: SyncFolder,
    _ report: SyncReport, _ progress: @escaping @Sendable (String) -> Void
  ) throws -> SyncReport {
    var report = report
    let label = "\(next.device)/\(next.name)"
    // Another sync of this store may have applied it since it was picked: once only.
    guard (try applied(db)[next.device] ?? 0) == next.seq - 1 else { return report }
    let file: ChangesetFile
    do {
      let path = folder.file(next.device, next.name)
      try check(
        try ChangesetFile.header(at: path, named: label), label: label, device: next.device,
        seq: next.seq)
      file = try ChangesetFile.read(at: path, named: label)
    } catch let error as SyncError {
      report.refused.append(SyncReport.Refusal(file: label, reason: Self.named(error, label)))
      return report
    }
    progress("applying \(label) (\(file.changeset.bytes.count) bytes)…")
    let outcome: ChangesetApply.Outcome
    do {
      outcome = try ChangesetApply.apply(file.changeset, from: next.device, fileSeq: next.seq, db)
    } catch let error as SyncError {
      // Bytes SQLite cannot walk, or changes to tables sync never sends: refused by name. The
      // caller's transaction rolls back whatever the walk began.
      report.refused.append(
        SyncReport.Refusal(file: label, reason: Self.named(error, label)))
      throw RefusedFile(report: report)
    }
    _ = try db.run(
      "INSERT INTO sync_applied (device, seq) VALUES (?, ?) ON CONFLICT (device) DO UPDATE SET seq = excluded.seq",
      next.device, next.seq)
    report.applied.append(
      SyncReport.Applied(file: label, changes: outcome.changes, conflicts: outcome.conflicts.count))
    report.conflicts += outcome.conflicts
    progress(
      "\(report.dryRun ? "would apply" : "applied") \(label) (\(counted(outcome.changes, "change")), \(counted(outcome.conflicts.count, "conflict")))"
    )
    return report
  }

  /// Refuses a header that does not belong where it was found or was written by a newer schema.
  private static func check(
    _ header: ChangesetFile.Header, label: String, device: String, seq: Int
  ) throws {
    guard header.device == device, header.seq == seq else {
      throw SyncError.damagedChangeset(
        file: label, detail: "its header names \(header.device)/\(ChangesetFile.name(header.seq))")
    }
    guard header.schema <= Schema.currentVersion else {
      throw SyncError.newerSchema(file: label, made: header.schema, reads: Schema.currentVersion)
    }
  }

  /// What `file`, the first of `device`'s not applied, waits for: a gap in that device's own
  /// files, or the other devices' files its writer had applied.
  private static func waitsFor(
    _ file: (seq: Int, name: String), of device: String, _ done: [String: Int],
    _ folder: SyncFolder, _ report: SyncReport
  ) -> [String] {
    let next = (done[device] ?? 0) + 1
    guard file.seq == next else { return ["\(device)/\(ChangesetFile.name(next))"] }
    let header = try? ChangesetFile.header(at: folder.file(device, file.name), named: file.name)
    return (header?.after ?? [:]).filter { other, seq in
      other != report.device && (done[other] ?? 0) < seq
    }.map { "\($0.key)/\(ChangesetFile.name($0.value))" }.sorted()
  }

  /// The devices a refused file stops: their later files wait behind it.
  private static func refusedDevices(_ report: SyncReport) -> Set<String> {
    Set(report.refused.compactMap { $0.file.split(separator: "/").first.map(String.init) })
  }

  /// Names the files left waiting and the strays in the device folders.
  private static func finish(_ db: Connection, _ folder: SyncFolder, _ report: SyncReport) throws
    -> SyncReport
  {
    var report = report
    let done = try applied(db)
    let refused = refusedDevices(report)
    for device in folder.devices(besides: report.device) {
      let listing = folder.files(of: device, after: done[device] ?? 0)
      for stray in listing.strays where !report.refused.contains(where: { $0.file == stray }) {
        let error =
          stray.hasSuffix("/")
          ? SyncError.folderUnusable(
            path: folder.file(device, ""), detail: "this user cannot read it")
          : SyncError.notAChangeset(file: stray)
        report.refused.append(
          SyncReport.Refusal(file: stray, reason: error.errorDescription ?? stray))
      }
      guard !refused.contains(device), let first = listing.files.first else { continue }
      report.waiting += listing.files.map { "\(device)/\($0.name)" }
      report.waitingFor += waitsFor(first, of: device, done, folder, report).filter {
        !report.waitingFor.contains($0)
      }
    }
    return report
  }
}
