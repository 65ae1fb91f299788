import Analytics
import CoreInterfaces
import Foundation
import Store

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
