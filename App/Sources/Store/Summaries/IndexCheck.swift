/// `quiver check`'s rule for the indexes the daily reads answer from alone (the summaries'
/// covering and partial indexes of schema 15, the rounds' page, open-round and damage indexes):
/// each must hold what its table holds. Reading every page (`PRAGMA quick_check`) never compares
/// an index with its table, so a stale or flipped entry gave `stats seasons` other figures than
/// `stats` while `check` said all was well; `PRAGMA integrity_check(T)` compares them, for one
/// table and its indexes (a row a round: small beside the arrows). `--repair` rebuilds each
/// index named (`REINDEX`).
public enum IndexCheck {
  /// The tables whose indexes are compared with them.
  static let tables = ["round_summaries", "rounds"]

  /// The indexes that do not hold what their tables hold, in name order. A page too broken to
  /// read is the page walk's to name (`Database.checkWholeFile()`), not this rule's.
  public static func differing(_ db: Connection) throws -> [String] {
    var found = Set<String>()
    for table in tables {
      var lines: [String] = []
      do {
        _ = try db.query("PRAGMA integrity_check(\(table))") { lines.append($0.string(0)) }
      } catch let error as SQLiteError where error.primaryCode == 11 {
        // SQLITE_CORRUPT: the lines given before it still count.
      }
      for line in lines.flatMap({ $0.split(separator: "\n") }) {
        let words = line.split(separator: " ")
        for (at, word) in words.enumerated() where word == "index" && at + 1 < words.count {
          found.insert(String(words[at + 1]))
        }
      }
    }
    return found.sorted()
  }

  /// One line per index that differs from its table, naming the index and the repair.
  public static func differences(_ db: Connection) throws -> [String] {
    try differing(db).map {
      "index \($0) does not hold what its table holds (the reads that use it give other figures); 'quiver check --repair' rebuilds it"
    }
  }

  /// Rebuilds each index that differs from its table (`--repair`, in the caller's
  /// transaction, before the summaries are rewritten through them).
  public static func rebuild(_ db: Connection) throws {
    // Names SQLite gave from the schema; only a plain identifier is spliced into the statement.
    for index in try differing(db)
    where index.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      try db.execute("REINDEX \(index)")
    }
  }
}
