public import CoreInterfaces
import Foundation
public import Scoring
import Store

extension RoundDAO {
  /// One page of the active archer's rounds, newest first, read through `rounds_page`: the
  /// rows of the page and a count of those after it, never every round.
  public func page(_ page: RoundPage) async throws -> PagedRounds {
    try await database.read { try Self.page(page, $0) }
  }

  /// The active archer's round rows that ``list()`` cannot read, in its order, found by a query
  /// (`damageCandidates`) whose rows are then read by the list's own reader; then the rounds
  /// whose stored summaries are damaged (`DamagedSummaries`).
  public func damagedRows() async throws -> [StoreDamage] {
    try await database.read { try Self.damagedRows($0) }
  }

  /// A page, ordered as the index `rounds_page` is. A page of a limited size or after a cursor
  /// holds only rows the list can read, whose start is a number (the cursor compares starts; one that is not is a
  /// damaged row, named by ``damagedRows()``); an ID prefix is two ranges of the rounds' key
  /// (IDs are stored in one case, lower since Quiver wrote them, upper in the first exports).
  static func page(_ page: RoundPage, _ db: Connection) throws -> PagedRounds {
    var scope = [ActiveArcher.matches("r.archer_id")]
    var scoped: [any SQLiteBindable] = []
    if page.limit != nil || page.after != nil {
      scope.append("typeof(r.created_at) IN ('real', 'integer')")
      // A row the list cannot read takes no place in a page and is not counted after it, so
      // `--limit N` shows N readable rounds and the count left lists them all (stranger 28b
      // #11); it is named apart (``damagedRows()``). Found through the partial indexes.
      let skipped = try unreadable(db).map(\.rowid)
      if !skipped.isEmpty {
        scope.append("r.rowid NOT IN (SELECT value FROM json_each(?))")
        scoped.append(String(decoding: try JSONEncoder().encode(skipped), as: UTF8.self))
      }
    }
    if let prefix = page.idPrefix {
      scope.append("((r.id >= ? AND r.id < ?) OR (r.id >= ? AND r.id < ?))")
      for text in [prefix.lowercased(), prefix.uppercased()] { scoped += [text, text + "~"] }
    }
    let after = "(r.created_at < ? OR (r.created_at = ? AND r.id > ?))"
    var conditions = scope
    var bound = scoped
    if let cursor = page.after {
      conditions.append(after)
      bound += [cursor.startedAt, cursor.startedAt, cursor.id]
    }
    let rows = try db.query(
      """
      SELECT \(roundColumns), coalesce(s.arrows, 0), coalesce(s.total, 0)
      FROM rounds r LEFT JOIN round_summaries s ON s.round_id = r.id
      WHERE \(conditions.joined(separator: " AND "))
      ORDER BY r.created_at DESC, r.id LIMIT \(page.limit ?? -1)
      """, bound
    ) { row in (RoundCursor(startedAt: row.double(7) ?? 0, id: row.string(0)), listing(row)) }
    var remaining = 0
    if page.limit != nil, let last = rows.last?.0 {
      remaining =
        try db.query(
          "SELECT count(*) FROM rounds r WHERE \((scope + [after]).joined(separator: " AND "))",
          scoped + [last.startedAt, last.startedAt, last.id]
        ) { $0.int(0) }.first ?? 0
    }
    return PagedRounds(
      Listed(reading: rows.map(\.1)), remaining: remaining, limit: page.limit,
      last: rows.last?.0)
  }

  /// The rows ``shotRound(_:)`` refuses, then the rounds whose summaries `DamagedSummaries`
  /// names (the list's totals and every figure leave those out too).
  static func damagedRows(_ db: Connection) throws -> [StoreDamage] {
    let rows = try unreadableRows(db)
    return rows + (try DamagedSummaries.rows(db, besides: Set(rows.compactMap(\.id))))
  }

  static func unreadableRows(_ db: Connection) throws -> [StoreDamage] {
    try unreadable(db).map(\.damage)
  }

  /// The rows ``shotRound(_:)`` refuses, each with its rowid (so a page can leave it out). The
  /// candidates drive (`+` keeps `rounds_page` out: SQLite walked the archer's every round there,
  /// testing each rowid against them, ~0.75 ms of each Rounds screen read on 10,000 rounds).
  static func unreadable(_ db: Connection) throws -> [(rowid: Int, damage: StoreDamage)] {
    let list = try RoundRowCandidates.undecoded(db) { (try? RoundJSON.decode($0)) != nil }
    return try db.query(unreadableQuery, list) { row -> (rowid: Int, damage: StoreDamage)? in
      do {
        _ = try shotRound(row)
        return nil
      } catch {
        let damage = error as? StoreDamage ?? StoreDamage(row: "round", problem: "\(error)")
        return (row.int(roundColumnCount), damage)
      }
    }.compactMap { $0 }
  }

  /// The active archer's round rows among ``damageCandidates``, newest first, with their rowids.
  static let unreadableQuery = """
    SELECT \(roundColumns), r.rowid FROM rounds r
    WHERE \(ActiveArcher.matches("+r.archer_id")) AND r.rowid IN (\(damageCandidates))
    ORDER BY r.created_at DESC, r.id
    """

  /// The rowids of the rows ``shotRound(_:)`` may refuse, in SQL: an ID not shaped as a UUID, a
  /// status that is none of `RoundStatus`'s, a start that is not a number in
  /// `StoredRules.dates` (those through the partial index `rounds_unreadable`, an index of
  /// nothing in a sound store), or a snapshot among `?1` (a JSON array of those that do not
  /// decode, through `rounds_definitions`). It may name more than are damaged, never fewer:
  /// each row it names is read by `shotRound` itself, the rule's one home, which decides (a bad
  /// snapshot still reads from the catalogue by codename). `RoundDamageQueryTests` checks it
  /// finds what the full list finds, for every kind of damage.
  static let damageCandidates = """
    SELECT rowid FROM rounds WHERE \(ActiveArcher.matches()) AND (\(RoundRowCandidates.rowDamage()))
    UNION SELECT rowid FROM rounds
    WHERE \(ActiveArcher.matches()) AND definition IN (SELECT value FROM json_each(?1))
    """
}
