extension Schema {
  /// Corrections on a target scored on two sheets (stranger29b N5): an end both scorers agreed
  /// changes only with a reason, recorded here with the arrow it was and is now. A global ID
  /// per correction (one arrow may be corrected more than once).
  static let version17 = Migration(
    version: 17, name: "two-sheet targets record each correction and its reason",
    sql: """
      CREATE TABLE target_corrections (
        id TEXT PRIMARY KEY NOT NULL,
        target_id TEXT NOT NULL,
        letter TEXT NOT NULL,
        end_number INTEGER NOT NULL CHECK (end_number >= 1),
        arrow_index INTEGER NOT NULL CHECK (arrow_index >= 0),
        was TEXT NOT NULL CHECK (json_valid(was)),
        now TEXT NOT NULL CHECK (json_valid(now)),
        reason TEXT NOT NULL CHECK (length(trim(reason)) >= 1),
        corrected_at REAL NOT NULL,
        FOREIGN KEY (target_id, letter) REFERENCES target_archers(target_id, letter)
          ON DELETE CASCADE
      );
      """)
}
