/// A backup made at schema 19 keyed each end by a local row number (`ends.id`) and its arrows by
/// that number (`arrows.end_id`). A restore of one reads those two tables into temporary tables
/// of their old shape, then writes them keyed by round, end and arrow (schema 20), each end ID
/// mapped to its round and end number; a backup made since carries no row number.
enum LegacyEnds {
  /// The schema whose backups carry end IDs, and the one a restore maps them into.
  static let (version, into) = (19, 20)

  /// The columns `ends` and `arrows` have in such a backup, in its order.
  static let columns: [String: [String]] = [
    "ends": ["id", "round_id", "end_number"],
    "arrows": [
      "end_id", "arrow_index", "points", "is_x", "is_miss", "x", "y", "arrow_number", "writer",
    ],
  ]

  /// Whether a backup made at `backup` restores through the map into a store at `store` (at
  /// `into` or later: later steps left the backed-up tables as they are).
  static func maps(_ backup: Int, into store: Int) -> Bool {
    backup == version && store >= into
  }

  /// The table a backup's rows of `table` are written to while it restores.
  static func target(_ table: String) -> String {
    columns[table] == nil ? table : "legacy_" + table
  }

  /// Makes the temporary tables, of the old shape with its keys and CHECKs (a row that breaks
  /// one is named by its place in the backup, as any other).
  static func begin(_ db: Connection) throws {
    try db.execute(
      """
      CREATE TEMP TABLE legacy_ends (
        id INTEGER PRIMARY KEY,
        round_id TEXT NOT NULL,
        end_number INTEGER NOT NULL CHECK (end_number >= 1),
        UNIQUE (round_id, end_number)
      );
      CREATE TEMP TABLE legacy_arrows (
        end_id INTEGER NOT NULL,
        arrow_index INTEGER NOT NULL CHECK (arrow_index >= 0),
        points INTEGER NOT NULL CHECK (points BETWEEN 0 AND 11),
        is_x INTEGER NOT NULL CHECK (is_x IN (0, 1)),
        is_miss INTEGER NOT NULL CHECK (is_miss IN (0, 1)),
        x REAL,
        y REAL,
        arrow_number INTEGER CHECK (arrow_number IS NULL OR arrow_number >= 1),
        writer TEXT,
        CHECK (NOT (is_miss = 1 AND (points <> 0 OR is_x = 1))),
        CHECK (is_miss = 1 OR points >= 1),
        CHECK ((x IS NULL) = (y IS NULL)),
        PRIMARY KEY (end_id, arrow_index)
      ) WITHOUT ROWID;
      """)
  }

  /// Writes the ends and arrows read into the store's tables, each arrow under its end's round
  /// and number, and drops the temporary tables. An arrow of an end the backup does not hold
  /// refers to nothing, as it did in the old store.
  static func finish(_ db: Connection) throws {
    let orphans =
      try db.query(
        """
        SELECT count(*) FROM legacy_arrows a
        WHERE NOT EXISTS (SELECT 1 FROM legacy_ends e WHERE e.id = a.end_id)
        """
      ) { $0.int(0) }.first ?? 0
    guard orphans == 0 else { throw BackupError.brokenReference(table: "arrows") }
    try db.execute(
      """
      INSERT INTO main.ends (round_id, end_number)
        SELECT round_id, end_number FROM legacy_ends;
      INSERT INTO main.arrows (round_id, end_number, arrow_index, points, is_x, is_miss, x, y,
          arrow_number, writer)
        SELECT e.round_id, e.end_number, a.arrow_index, a.points, a.is_x, a.is_miss, a.x, a.y,
          a.arrow_number, a.writer
        FROM legacy_arrows a JOIN legacy_ends e ON e.id = a.end_id;
      DROP TABLE temp.legacy_arrows;
      DROP TABLE temp.legacy_ends;
      """)
  }
}
