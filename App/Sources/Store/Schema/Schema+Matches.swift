extension Schema {
  /// Head-to-head matches (docs/STORE.md, "Matches"): a match, its entrants (store archers or
  /// guests by name), each set as both sides' arrows in the rulebook's notation, and each
  /// shoot-off arrow with its distance from the centre. Keyed by global IDs and natural keys; no
  /// decision is stored: where a match stands is replayed from its sets through the rulebook.
  /// Names keep only the byte guard (v10): their length in characters is `Names.validated`'s.
  static let version14 = Migration(
    version: 14, name: "head-to-head matches: entrants, sets and shoot-off arrows",
    sql: """
      CREATE TABLE matches (
        id TEXT PRIMARY KEY NOT NULL,
        format TEXT NOT NULL CHECK (format IN ('sets','cumulative','team-sets',
          'team-cumulative','mixed-sets','mixed-cumulative')),
        created_at REAL NOT NULL
      );
      CREATE INDEX matches_by_creation ON matches(created_at DESC);
      CREATE TABLE match_entrants (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        side TEXT NOT NULL CHECK (side IN ('a','b')),
        position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
        archer_id TEXT REFERENCES archers(id) ON DELETE SET NULL,
        name TEXT NOT NULL
          CHECK (length(trim(name)) >= 1 AND length(CAST(name AS BLOB)) <= \(nameBytesGuard)),
        PRIMARY KEY (match_id, side, position)
      ) WITHOUT ROWID;
      CREATE INDEX match_entrants_by_archer ON match_entrants(archer_id);
      CREATE TABLE match_sets (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        set_number INTEGER NOT NULL CHECK (set_number BETWEEN 1 AND 5),
        arrows_a TEXT NOT NULL,
        arrows_b TEXT NOT NULL,
        PRIMARY KEY (match_id, set_number)
      ) WITHOUT ROWID;
      CREATE TABLE match_shoot_off_arrows (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        shoot_off INTEGER NOT NULL CHECK (shoot_off >= 1),
        side TEXT NOT NULL CHECK (side IN ('a','b')),
        position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
        arrow TEXT NOT NULL,
        distance_mm REAL CHECK (distance_mm IS NULL OR distance_mm BETWEEN 0 AND 1000),
        PRIMARY KEY (match_id, shoot_off, side, position)
      ) WITHOUT ROWID;
      """)
}
