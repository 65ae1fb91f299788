extension Schema {
  /// What `quiver sync` keeps about this device (docs/SYNC.md): its identity, the folder it syncs
  /// through and how many files it has written there (`sync_device`, one row once it first syncs), the changes it has not sent
  /// (`sync_outbox`, one changeset per write transaction), how far it has applied each other
  /// device (`sync_applied`) and the conflicts it met (`sync_conflicts`). None of it is sent or
  /// backed up: it describes this device. Every synced table gains `sync_version`: when its row
  /// last changed (microseconds, never below the version it replaced), stamped as a syncing
  /// store commits (`Outbox`), so two devices' changes to one row always meet as a conflict and
  /// the later one wins (docs/SYNC.md).
  static let version21 = Migration(
    version: 21,
    name: "sync: this device's identity, its unsent changes, what it applied, conflicts",
    sql: """
      CREATE TABLE sync_device (
        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 1 AND 64),
        only INTEGER NOT NULL DEFAULT 1 UNIQUE CHECK (only = 1),
        files_sent INTEGER NOT NULL DEFAULT 0 CHECK (files_sent >= 0),
        folder TEXT,
        whole_through INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL
      );
      CREATE TABLE sync_outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        changeset BLOB NOT NULL CHECK (typeof(changeset) = 'blob')
      );
      CREATE TABLE sync_applied (
        device TEXT PRIMARY KEY NOT NULL,
        seq INTEGER NOT NULL CHECK (seq >= 1),
        own INTEGER NOT NULL DEFAULT 0 CHECK (own IN (0, 1))
      ) WITHOUT ROWID;
      CREATE TABLE sync_conflicts (
        id INTEGER PRIMARY KEY,
        table_name TEXT NOT NULL,
        row_key TEXT NOT NULL CHECK (json_valid(row_key)),
        kind TEXT NOT NULL CHECK (kind IN ('changedOnBoth', 'addedOnBoth',
          'changedHereDeletedThere', 'deletedHereChangedThere', 'parentDeleted', 'refused')),
        mine TEXT CHECK (mine IS NULL OR json_valid(mine)),
        theirs TEXT CHECK (theirs IS NULL OR json_valid(theirs)),
        kept TEXT CHECK (kept IS NULL OR json_valid(kept)),
        device TEXT NOT NULL,
        file_seq INTEGER NOT NULL,
        found_at REAL NOT NULL,
        settled TEXT CHECK (settled IS NULL OR settled IN ('mine', 'theirs', 'later'))
      );
      CREATE INDEX sync_conflicts_open ON sync_conflicts(settled, id);
      ALTER TABLE archers ADD COLUMN sync_version INTEGER;
      ALTER TABLE rounds ADD COLUMN sync_version INTEGER;
      ALTER TABLE bow_setup_parts ADD COLUMN sync_version INTEGER;
      ALTER TABLE bow_setup_versions ADD COLUMN sync_version INTEGER;
      ALTER TABLE equipment_items ADD COLUMN sync_version INTEGER;
      ALTER TABLE bow_setups ADD COLUMN sync_version INTEGER;
      ALTER TABLE custom_rounds ADD COLUMN sync_version INTEGER;
      ALTER TABLE targets ADD COLUMN sync_version INTEGER;
      ALTER TABLE target_archers ADD COLUMN sync_version INTEGER;
      ALTER TABLE target_guest_arrows ADD COLUMN sync_version INTEGER;
      ALTER TABLE target_sheets ADD COLUMN sync_version INTEGER;
      ALTER TABLE target_settlements ADD COLUMN sync_version INTEGER;
      ALTER TABLE matches ADD COLUMN sync_version INTEGER;
      ALTER TABLE match_entrants ADD COLUMN sync_version INTEGER;
      ALTER TABLE match_sets ADD COLUMN sync_version INTEGER;
      ALTER TABLE match_shoot_off_arrows ADD COLUMN sync_version INTEGER;
      ALTER TABLE target_corrections ADD COLUMN sync_version INTEGER;
      ALTER TABLE ends ADD COLUMN sync_version INTEGER;
      ALTER TABLE arrows ADD COLUMN sync_version INTEGER;
      """)
}
