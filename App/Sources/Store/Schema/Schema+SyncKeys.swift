extension Schema {
  /// Keys that mean the same on every device (issue 30): an end was an `INTEGER` row number and
  /// its arrows were keyed by it, so two stores that each added end 3 to one round gave it two
  /// different numbers. Ends are now keyed by (round, end number) and arrows by (round, end
  /// number, arrow index), both `WITHOUT ROWID`, rebuilt the SQLite way (create, copy, drop,
  /// rename, indexes again on the new keys; `Migration.rebuildsTables`). Every column and CHECK
  /// is kept, and every row: CHECKs are off for the copy, so an arrow another program damaged
  /// (points no face has) moves as it is and still reads as damage naming it. An arrow whose
  /// end is gone (which foreign keys never let in) joins no end and is not copied, as no read
  /// ever showed it.
  static let version20 = Migration(
    version: 20, name: "ends and arrows keyed by round, end and arrow, not a local row number",
    sql: """
      PRAGMA ignore_check_constraints = ON;
      CREATE TABLE ends_v20 (
        round_id TEXT NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
        end_number INTEGER NOT NULL CHECK (end_number >= 1),
        PRIMARY KEY (round_id, end_number)
      ) WITHOUT ROWID;
      INSERT INTO ends_v20 (round_id, end_number) SELECT round_id, end_number FROM ends;

      CREATE TABLE arrows_v20 (
        round_id TEXT NOT NULL,
        end_number INTEGER NOT NULL,
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
        PRIMARY KEY (round_id, end_number, arrow_index),
        FOREIGN KEY (round_id, end_number) REFERENCES ends(round_id, end_number) ON DELETE CASCADE
      ) WITHOUT ROWID;
      INSERT INTO arrows_v20 (round_id, end_number, arrow_index, points, is_x, is_miss, x, y,
          arrow_number, writer)
        SELECT e.round_id, e.end_number, a.arrow_index, a.points, a.is_x, a.is_miss, a.x, a.y,
          a.arrow_number, a.writer
        FROM arrows a JOIN ends e ON e.id = a.end_id;
      PRAGMA ignore_check_constraints = OFF;

      DROP TABLE arrows;
      DROP TABLE ends;
      ALTER TABLE ends_v20 RENAME TO ends;
      ALTER TABLE arrows_v20 RENAME TO arrows;
      CREATE INDEX arrows_plotted ON arrows(round_id) WHERE x IS NOT NULL;
      CREATE INDEX arrows_damaged ON arrows(round_id)
        WHERE \(RoundRowCandidates.damagedPoints());
      """,
    rebuildsTables: true)
}
