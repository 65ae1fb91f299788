extension Schema {
  /// Shared targets (docs/STORE.md, "Targets"): up to six archers scoring one round on one
  /// device. A stored archer's arrows go into their own round (the `rounds` row the archer's
  /// line names); a guest's stay with the target in `target_guest_arrows`. A first sheet waiting
  /// for the second scorer is kept in `target_sheets`; a settled end in `target_settlements`.
  /// Every key is a global ID or a natural composite key.
  static let version13 = Migration(
    version: 13, name: "shared targets: archers by letter, guests' arrows, second sheets",
    sql: """
      CREATE TABLE targets (
        id TEXT PRIMARY KEY NOT NULL,
        codename TEXT NOT NULL,
        definition TEXT NOT NULL CHECK (json_valid(definition)),
        two_sheets INTEGER NOT NULL CHECK (two_sheets IN (0, 1)),
        created_at REAL NOT NULL
      );
      CREATE TABLE target_archers (
        target_id TEXT NOT NULL REFERENCES targets(id) ON DELETE CASCADE,
        letter TEXT NOT NULL CHECK (letter IN ('A', 'B', 'C', 'D', 'E', 'F')),
        name TEXT NOT NULL CHECK (length(trim(name)) >= 1),
        guest INTEGER NOT NULL CHECK (guest IN (0, 1)),
        archer_id TEXT REFERENCES archers(id) ON DELETE SET NULL,
        round_id TEXT UNIQUE REFERENCES rounds(id) ON DELETE SET NULL,
        bow_style TEXT CHECK (bow_style IS NULL OR bow_style IN (\(bowStyles))),
        CHECK (guest = 1 OR round_id IS NOT NULL OR archer_id IS NULL),
        CHECK (guest = 0 OR (archer_id IS NULL AND round_id IS NULL)),
        PRIMARY KEY (target_id, letter)
      ) WITHOUT ROWID;
      CREATE TABLE target_guest_arrows (
        target_id TEXT NOT NULL,
        letter TEXT NOT NULL,
        end_number INTEGER NOT NULL CHECK (end_number >= 1),
        arrow_index INTEGER NOT NULL CHECK (arrow_index >= 0),
        points INTEGER NOT NULL CHECK (points BETWEEN 0 AND 11),
        is_x INTEGER NOT NULL CHECK (is_x IN (0, 1)),
        is_miss INTEGER NOT NULL CHECK (is_miss IN (0, 1)),
        CHECK (NOT (is_miss = 1 AND (points <> 0 OR is_x = 1))),
        FOREIGN KEY (target_id, letter) REFERENCES target_archers(target_id, letter)
          ON DELETE CASCADE,
        PRIMARY KEY (target_id, letter, end_number, arrow_index)
      ) WITHOUT ROWID;
      CREATE TABLE target_sheets (
        target_id TEXT NOT NULL,
        letter TEXT NOT NULL,
        end_number INTEGER NOT NULL CHECK (end_number >= 1),
        first TEXT NOT NULL CHECK (json_valid(first)),
        second TEXT CHECK (second IS NULL OR json_valid(second)),
        FOREIGN KEY (target_id, letter) REFERENCES target_archers(target_id, letter)
          ON DELETE CASCADE,
        PRIMARY KEY (target_id, letter)
      ) WITHOUT ROWID;
      CREATE TABLE target_settlements (
        target_id TEXT NOT NULL,
        letter TEXT NOT NULL,
        end_number INTEGER NOT NULL CHECK (end_number >= 1),
        first TEXT NOT NULL CHECK (json_valid(first)),
        second TEXT NOT NULL CHECK (json_valid(second)),
        kept TEXT NOT NULL CHECK (json_valid(kept)),
        reason TEXT NOT NULL CHECK (length(trim(reason)) >= 1),
        settled_at REAL NOT NULL,
        FOREIGN KEY (target_id, letter) REFERENCES target_archers(target_id, letter)
          ON DELETE CASCADE,
        PRIMARY KEY (target_id, letter, end_number)
      ) WITHOUT ROWID;
      """)
}
