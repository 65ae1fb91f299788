extension Schema {
  /// One summary row per round, derived from its arrows and rewritten in the transaction of every
  /// write that changes them (docs/STORE.md, "Round summaries"): the whole `RoundSummary` as
  /// short columns with the round's archer and setup (a scan of them is all history reads), and
  /// its per-distance subtotals in a child table. Existing rounds get theirs here.
  static let version8 = Migration(
    version: 8, name: "round summaries kept with the arrows",
    sql: """
      CREATE TABLE round_summaries (
        round_id TEXT PRIMARY KEY NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
        archer_id TEXT,
        setup_id TEXT,
        codename TEXT NOT NULL,
        name TEXT NOT NULL,
        maximum INTEGER,
        status TEXT NOT NULL CHECK (status IN (\(statuses))),
        date REAL NOT NULL,
        setup_version INTEGER,
        arrows INTEGER NOT NULL CHECK (arrows >= 0),
        total INTEGER NOT NULL CHECK (total >= 0),
        hits INTEGER NOT NULL CHECK (hits BETWEEN 0 AND arrows),
        golds INTEGER NOT NULL CHECK (golds BETWEEN 0 AND hits),
        xs INTEGER NOT NULL CHECK (xs BETWEEN 0 AND hits),
        ten_plus_x INTEGER NOT NULL CHECK (ten_plus_x BETWEEN 0 AND hits),
        possible INTEGER NOT NULL CHECK (possible >= 0),
        arrows_in_round INTEGER,
        damaged_arrows INTEGER NOT NULL CHECK (damaged_arrows >= 0),
        arrows_outside_round INTEGER NOT NULL CHECK (arrows_outside_round >= 0),
        complete INTEGER NOT NULL CHECK (complete IN (0, 1)),
        handicap INTEGER,
        classification TEXT
      ) WITHOUT ROWID;
      CREATE TABLE round_summary_distances (
        round_id TEXT NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
        pass INTEGER NOT NULL CHECK (pass >= 0),
        distance REAL NOT NULL,
        unit TEXT NOT NULL,
        arrows INTEGER NOT NULL CHECK (arrows >= 0),
        total INTEGER NOT NULL CHECK (total >= 0),
        hits INTEGER NOT NULL CHECK (hits BETWEEN 0 AND arrows),
        golds INTEGER NOT NULL CHECK (golds BETWEEN 0 AND hits),
        xs INTEGER NOT NULL CHECK (xs BETWEEN 0 AND hits),
        PRIMARY KEY (round_id, pass)
      ) WITHOUT ROWID;
      """,
    rebuildsSummaries: true)
}
