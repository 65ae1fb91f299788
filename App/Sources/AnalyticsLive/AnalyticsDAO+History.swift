public import Analytics
import CoreInterfaces
public import Foundation
import Store

extension AnalyticsDAO {
  /// The figures `stats` prints for `filter`, with the last `trendShown` rounds of the trend
  /// (every one when `nil`): SQLite sums the counts, finds each kind's best score and reads the
  /// trend's newest rows through `round_summaries_by_date`; only those rows are decoded. They
  /// equal `StatisticsAcrossRounds(summaries:)` of ``summaries(_:)`` (`HistoryFiguresTests`).
  public func statistics(_ filter: HistoryFilter, trendShown: Int?) async throws
    -> StatisticsAcrossRounds
  {
    try await database.read { db in
      let scope = try HistoryScope(filter, db)
      let totals = try Self.totals(scope, db)
      let plots = """
        \(Self.clamped("arrows", Bounded.arrowsHeld)) > 0
          AND (s.status = 'cancelled' OR (\(Self.finished)))
        """
      let trend = try db.query(
        """
        SELECT \(Self.summaryColumns) FROM round_summaries s
        WHERE \(trendShown == nil ? scope.scan : scope.sql) AND \(plots)
        ORDER BY s.date DESC, s.round_id DESC LIMIT \(trendShown ?? -1)
        """, scope.bound
      ) { Self.summary($0) }.compactMap { $0 }.reversed()
      return StatisticsAcrossRounds(
        totals: totals, bests: try Self.bests(scope, db), trend: Array(trend))
    }
  }

  /// The personal bests of `filter`'s rounds: each kind's best-scoring rows alone are decoded.
  public func personalBests(_ filter: HistoryFilter) async throws -> [PersonalBest] {
    try await database.read { db in
      PersonalBest.of(try Self.bests(try HistoryScope(filter, db), db))
    }
  }

  /// Each month's and year's season of `filter`'s rounds, summed by SQLite (``tallies``).
  public func seasons(_ filter: HistoryFilter, timeZone: TimeZone) async throws -> (
    months: [Season], years: [Season]
  ) {
    try await database.read { db in
      Season.of(months: try Self.tallies(try HistoryScope(filter, db), timeZone, db).months)
    }
  }

  /// The counts of the scope's summaries, as ``summary(_:)`` reads each, summed in one scan.
  static func totals(_ scope: HistoryScope, _ db: Connection) throws
    -> StatisticsAcrossRounds.Totals
  {
    let arrows = scope.column("arrows", Bounded.arrowsHeld)
    let total = scope.column("total", Bounded.pointsHeld)
    let hits = scope.column("hits", Bounded.arrowsHeld)
    // StoredRoundSummary.isEnteredAsTotal in SQL: no hits, some points.
    let enteredAsTotal = "(\(hits) = 0 AND \(total) > 0)"
    return try db.query(
      """
      SELECT count(*), sum(\(arrows)), sum(\(total)), sum(\(hits)),
        sum(\(scope.column("golds", Bounded.arrowsHeld))),
        sum(\(scope.column("xs", Bounded.arrowsHeld))),
        sum(\(scope.column("ten_plus_x", Bounded.arrowsHeld))), sum(\(enteredAsTotal)),
        sum(CASE WHEN \(enteredAsTotal) THEN \(arrows) ELSE 0 END)
      FROM round_summaries s WHERE \(scope.scan)
      """, scope.bound
    ) { row in
      var totals = StatisticsAcrossRounds.Totals()
      totals.rounds = row.int(0)
      totals.tally = ScoreTally(
        arrows: row.int(1), total: row.int(2), hits: row.int(3), golds: row.int(4),
        xs: row.int(5))
      totals.tenPlusX = row.int(6)
      totals.enteredAsTotals = row.int(7)
      totals.arrowsEnteredAsTotals = row.int(8)
      return totals
    }.first ?? StatisticsAcrossRounds.Totals()
  }

  /// The scope's complete rounds that score each kind's best, ties included
  /// (``PersonalBest/of(_:)`` picks among them): the best scores from `round_summaries_best`,
  /// then each kind's rows at its best, found in that index by total.
  static func bests(_ scope: HistoryScope, _ db: Connection) throws -> [StoredRoundSummary] {
    let score = clamped("total", Bounded.pointsHeld)
    // Read from `round_summaries_best` alone when it holds every column the scope tests (a
    // date range kept off `round_summaries_by_date`, which would look up each row); otherwise
    // one scan of the table (`+` keeps the index out: a look-up per row).
    let complete =
      scope.coveredByBest
      ? "\(scope.indexing(["archer_id", "codename"])) AND s.complete = 1"
      : "\(scope.scan) AND +s.complete = 1"
    let best = try db.query(
      """
      SELECT s.codename, max(\(scope.column("total", Bounded.pointsHeld))) FROM round_summaries s
      WHERE \(complete) GROUP BY s.codename
      """, scope.bound
    ) { ($0.string(0), $0.int(1)) }
    var rows: [StoredRoundSummary] = []
    for (codename, top) in best {
      // A stored total that reads as `top` is at least `top` (totals read clamped from above;
      // below, only the lowest bound clamps up, so then every total is looked at).
      let least: Double = top > Bounded.pointsHeld.lowerBound ? Double(top) : -.infinity
      rows += try db.query(
        """
        SELECT \(summaryColumns) FROM round_summaries s
        WHERE \(scope.sql) AND s.complete = 1 AND s.codename = ? AND s.total >= ?
          AND \(score) = ?
        """, scope.bound + [codename, least, top]
      ) { summary($0) }.compactMap { $0 }
    }
    return rows
  }

  /// RoundProgress.phase in SQL: completed and whole, or practice (no maximum) finished.
  static let finished = "s.status = 'completed' AND (s.maximum IS NULL OR s.complete = 1)"

  /// Column `name` of `round_summaries s` as an integer within `bounds`, as ``summary(_:)``
  /// reads it.
  static func clamped(_ name: String, _ bounds: ClosedRange<Int>) -> String {
    "max(\(bounds.lowerBound), min(\(bounds.upperBound), CAST(s.\(name) AS INTEGER)))"
  }
}

/// The summaries of `round_summaries s` a history filter picks, as a WHERE clause: the
/// archer's, the filter's parts, none in `leftOut`, and none ``AnalyticsDAO/summary(_:)``
/// cannot read — found first through the partial index `round_summaries_unreadable` (an index
/// of nothing in a sound store), so a sound store's sums test no row's ID or date.
struct HistoryScope {
  /// The conditions, joined by AND, for a query an index of the archer's summaries serves (a
  /// page, a kind's best, the damaged ones).
  let sql: String
  /// The same conditions for a query that reads every summary of the archer (a sum, a group):
  /// each column's term is kept from the indexes (`+`), which would cost a look-up of the row
  /// per summary where one scan of the table reads them all.
  let scan: String
  /// Each condition, a column's term starting with its name (`s.codename = ?`).
  private let conditions: [String]

  /// The conditions with only the terms on `columns` left to the indexes, so SQLite picks the
  /// index that leads with them.
  func indexing(_ columns: Set<String>) -> String {
    conditions.map { term in
      guard term.hasPrefix("s."),
        !columns.contains(String(term.dropFirst(2).prefix { $0 != " " }))
      else { return term }
      return "+" + term
    }.joined(separator: " AND ")
  }
  /// Their values, in order.
  let bound: [any SQLiteBindable]
  /// Whether every summary's counts are integers within their bounds, as a sound store's are.
  let exact: Bool
  /// Whether the conditions test only columns `round_summaries_best` holds (the archer, the
  /// kind, the date, the ID), so a read of complete rounds' totals reads that index alone.
  let coveredByBest: Bool
  /// Whether each month's sums can be read from `round_summaries_by_date` alone, a range of it
  /// a month: the counts as stored and no kind or setup to test.
  var byMonth: Bool { coveredByBest && exact && !testsKind }
  /// Whether the filter names a kind of round.
  let testsKind: Bool

  /// Column `name` of `round_summaries s` as ``AnalyticsDAO/summary(_:)`` reads it: clamped to
  /// `bounds` when some summary holds a count outside them, else as stored (a sum of clamps
  /// cost five times the scan).
  func column(_ name: String, _ bounds: ClosedRange<Int>) -> String {
    exact ? "s.\(name)" : AnalyticsDAO.clamped(name, bounds)
  }

  init(_ filter: HistoryFilter, _ db: Connection, readableOnly: Bool = true) throws {
    var conditions: [String] = []
    var bound: [any SQLiteBindable] = []
    if let archer = filter.archer {
      conditions.append("s.archer_id = ?")
      bound.append(archer.description)
    } else {
      conditions.append(ActiveArcher.matches("s.archer_id"))
    }
    if let codename = filter.codename {
      conditions.append("s.codename = ?")
      bound.append(codename)
    }
    if let since = filter.since {
      conditions.append("s.date >= ?")
      bound.append(since.timeIntervalSince1970)
    }
    if let until = filter.until {
      conditions.append("s.date < ?")
      bound.append(until.timeIntervalSince1970)
    }
    if let setup = filter.setup {
      conditions.append("s.setup_id = ?")
      bound.append(setup.description)
    }
    // As its own term, so the partial index `round_summaries_damaged` serves it.
    if filter.withDamagedArrows { conditions.append("s.damaged_arrows > 0") }
    if !filter.leftOut.isEmpty {
      // IDs are stored in one case (lower since Quiver wrote them, upper in the first exports).
      let ids = filter.leftOut.flatMap {
        [$0.description.lowercased(), $0.description.uppercased()]
      }
      conditions.append("s.round_id NOT IN (SELECT value FROM json_each(?))")
      bound.append(String(decoding: try JSONEncoder().encode(ids), as: UTF8.self))
    }
    let unreadable = RoundRowCandidates.unreadableSummary("s.")
    let damaged =
      readableOnly
      ? try db.query("SELECT 1 FROM round_summaries s WHERE \(unreadable) LIMIT 1") { _ in true }
      : []
    if !damaged.isEmpty {
      conditions.append("NOT (\(unreadable))")
    }
    coveredByBest = filter.setup == nil && !filter.withDamagedArrows && damaged.isEmpty
    testsKind = filter.codename != nil
    // Without a count another program wrote out of bounds, sums add the columns as stored.
    exact =
      try db.query(
        "SELECT 1 FROM round_summaries s WHERE \(RoundRowCandidates.unboundedSummary("s.")) LIMIT 1"
      ) { _ in true }.isEmpty
    sql = conditions.joined(separator: " AND ")
    self.conditions = conditions
    scan = conditions.map { $0.hasPrefix("s.") ? "+" + $0 : $0 }.joined(separator: " AND ")
    self.bound = bound
  }
}
