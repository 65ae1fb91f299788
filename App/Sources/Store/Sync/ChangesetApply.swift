/// Applies one changeset from another device in the caller's transaction (foreign keys off,
/// changes not recorded) and puts the store back in order after it: the rows left without a
/// parent are swept (``ParentSweep``), the summaries of every round it touched are rebuilt
/// (derived rows are never sent), and its conflicts are recorded.
enum ChangesetApply {
  /// What applying one changeset did.
  struct Outcome {
    let changes: Int
    let conflicts: [SyncConflict]
  }

  static func apply(_ changeset: Changeset, from device: String, fileSeq: Int, _ db: Connection)
    throws -> Outcome
  {
    let applier = ChangesetApplier(db, device: device, fileSeq: fileSeq)
    let open = try SyncConflicts.openKeys(db, shapes: applier.shape(of:))
    let digest = try ChangesetDigest(changeset, open: open, shapes: applier.shape(of:))
    let present = Set(try SyncedTables.all(db))
    let foreign = digest.tables.filter { !present.contains($0) }.sorted()
    guard foreign.isEmpty else {
      throw SyncError.foreignTables(
        file: "\(device)/\(ChangesetFile.name(fileSeq))", tables: foreign)
    }
    guard digest.otherColumns.isEmpty else {
      throw SyncError.otherColumns(
        file: "\(device)/\(ChangesetFile.name(fileSeq))", tables: digest.otherColumns.sorted())
    }
    try applier.apply(changeset)
    let swept = try ParentSweep(db).sweep(
      touching: digest.tables, deletedThere: digest.deleted, device: device, fileSeq: fileSeq,
      shapes: applier.shape(of:), db)
    for round in digest.rounds.union(applier.mergedRounds).union(swept.rounds) {
      try RoundSummaries.rewrite(round, db)
    }
    // A row with an open conflict that a later change reached without a new one was settled
    // on another device (or by a later edit there): this store's conflict closes with it.
    let found = applier.conflicts + swept.conflicts
    let stillOpen = Set(found.map { $0.table + $0.key })
    try SyncConflicts.settleLater(digest.reopened.subtracting(stillOpen), db)
    let conflicts = try SyncConflicts.record(found, db)
    try SyncConflicts.closeGone(db)
    return Outcome(changes: digest.count, conflicts: conflicts)
  }
}
