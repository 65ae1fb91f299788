public import CoreInterfaces

extension SyncClient {
  /// The conflicts in the store's `sync_conflicts` (``SyncConflicts``): the value App's
  /// composition root registers.
  public static func live(_ database: Database) -> SyncClient {
    SyncClient(
      observeConflicts: {
        database.observe { db in try SyncConflicts.list(db).map(\.shown) }
      },
      observeOpenCount: { database.observe { db in try SyncConflicts.openCount(db) } },
      resolve: { id, side in
        try await database.write { db in
          try SyncConflicts.resolve(id, choosing: side == .mine ? .mine : .theirs, db)
        }
      })
  }
}
