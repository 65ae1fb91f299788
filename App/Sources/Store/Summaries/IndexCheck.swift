import Foundation

/// `quiver check`'s rule for the indexes the daily reads answer from alone (the summaries'
/// covering and partial indexes of schema 15, the rounds' page, open-round and damage indexes):
/// each must hold what its table holds. Reading every page (`PRAGMA quick_check`) never compares
/// an index with its table, so a stale or flipped entry gave `stats seasons` other figures than
/// `stats` while `check` said all was well (stranger 28b #14). Each index's columns are summed
/// through the index alone (`INDEXED BY`) and from one scan of its table (`NOT INDEXED`, every
/// index's sums at once): the entry count and, per column, the sum of its integer values and
/// of its lengths (and the rowids). Cheap beside `PRAGMA integrity_check`, which looks every row
/// up in every index; a table whose sums cannot be taken (an overflow another tool's values
/// give) is compared by it instead. `--repair` rebuilds each index named (`REINDEX`).
public enum IndexCheck {
  /// The tables whose indexes are compared, and whether their rows have rowids.
  static let tables: [(name: String, rowid: Bool)] = [("round_summaries", false), ("rounds", true)]

  /// One index: its columns (key and, without rowids, the primary key it carries) and the
  /// condition of a partial index.
  struct Index {
    let name: String
    let columns: [String]
    let condition: String?

    /// The sums that stand for its entries, each as SQL over its table's columns.
    func figures(rowid: Bool) -> [String] {
      columns.flatMap { ["CAST(\"\($0)\" AS INTEGER)", "length(\"\($0)\")"] }
        + (rowid ? ["rowid"] : []) + ["1"]
    }
  }

  /// The indexes that do not hold what their tables hold, in name order. A page too broken to
  /// read is the page walk's to name (`Database.checkWholeFile()`), not this rule's.
  public static func differing(_ db: Connection) throws -> [String] {
    var found: [String] = []
    for table in tables {
      do {
        found += try differingBySums(table.name, rowid: table.rowid, db)
      } catch let error as SQLiteError where error.primaryCode != 11 {
        found += try differingByLookUps(table.name, db)  // the sums overflowed
      }
    }
    return found.sorted()
  }

  /// The indexes of `table` whose sums through the index differ from the table's.
  static func differingBySums(_ table: String, rowid: Bool, _ db: Connection) throws -> [String] {
    let indexes = try self.indexes(of: table, db)
    guard !indexes.isEmpty else { return [] }
    // One scan of the table: every index's sums, each over the rows its condition picks.
    let whole = indexes.map { index in
      index.figures(rowid: rowid).map { figure in
        "quote(sum(\(index.condition.map { "CASE WHEN \($0) THEN \(figure) END" } ?? figure)))"
      }.joined(separator: " || ',' || ")
    }
    let table =
      try db.query(
        "SELECT \(whole.joined(separator: ", ")) FROM \(table) NOT INDEXED"
      ) { row in (0..<indexes.count).map { row.string(Int32($0)) } }.first ?? []
    var differing: [String] = []
    for (at, index) in indexes.enumerated() {
      let sums = index.figures(rowid: rowid).map { "quote(sum(\($0)))" }
      let read = try db.query(
        """
        SELECT \(sums.joined(separator: " || ',' || ")) FROM \(table) INDEXED BY \(index.name)
        \(index.condition.map { "WHERE \($0)" } ?? "")
        """
      ) { $0.string(0) }.first
      if at < table.count, read != table[at] { differing.append(index.name) }
    }
    return differing
  }

  /// The indexes of `table` that `PRAGMA integrity_check` finds differing from it.
  static func differingByLookUps(_ table: String, _ db: Connection) throws -> [String] {
    var lines: [String] = []
    do {
      _ = try db.query("PRAGMA integrity_check(\(table))") { lines.append($0.string(0)) }
    } catch let error as SQLiteError where error.primaryCode == 11 {
      // SQLITE_CORRUPT: the lines given before it still count.
    }
    var found = Set<String>()
    for line in lines.flatMap({ $0.split(separator: "\n") }) {
      let words = line.split(separator: " ")
      for (at, word) in words.enumerated() where word == "index" && at + 1 < words.count {
        found.insert(String(words[at + 1]))
      }
    }
    return found.sorted()
  }

  /// The indexes of `table` whose names are plain identifiers (all of Quiver's), with their
  /// columns and conditions from the schema.
  static func indexes(of table: String, _ db: Connection) throws -> [Index] {
    let listed = try db.query("SELECT name, partial FROM pragma_index_list(?)", table) {
      ($0.string(0), $0.bool(1))
    }
    return try listed.filter { isPlain($0.0) }.map { name, partial in
      let columns = try db.query(
        "SELECT name FROM pragma_index_xinfo(?) WHERE cid >= 0 ORDER BY seqno", name
      ) { $0.string(0) }
      var condition: String?
      if partial {
        let sql =
          try db.query("SELECT sql FROM sqlite_master WHERE name = ?", name) {
            $0.string(0)
          }.first ?? ""
        if let clause = sql.range(of: " WHERE ", options: [.caseInsensitive, .backwards]) {
          condition = "(\(sql[clause.upperBound...]))"
        }
      }
      return Index(name: name, columns: columns.filter(isPlain), condition: condition)
    }
  }

  /// Whether `name` can be spliced into a statement as it is.
  static func isPlain(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
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
    for index in try differing(db) where isPlain(index) {
      try db.execute("REINDEX \(index)")
    }
  }
}
