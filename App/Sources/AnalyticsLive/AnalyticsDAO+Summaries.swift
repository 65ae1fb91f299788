public import Analytics
public import CoreInterfaces
import Foundation
import Store

extension AnalyticsDAO {
  /// The stored summaries of the rounds `filter` picks (the active archer's unless it names
  /// one), in no particular order: one short row per round, read from columns, no arrows, no
  /// JSON and no sort (with ORDER BY, 100,000 rounds took 24× as long as 10,000; the bench).
  ///
  /// A row is left out here only when its round ID is not a UUID or its date is outside
  /// 1900–9999 (`StoredRules.dates`), and that round is named as
  /// damaged wherever rounds are listed (`rounds list`, `stats`, the Analytics screen's
  /// `unreadableRounds`): the ID is the round's own. The schema's CHECKs hold the status and the
  /// counts to what they may be; a setup ID or classification that does not read shows as none,
  /// and `quiver check` names it as a difference from the arrows.
  public func summaries(_ filter: HistoryFilter) async throws -> [StoredRoundSummary] {
    try await database.read { try Self.summaries(filter, $0) }
  }

  /// The summaries of `filter`, now and after every commit that changes them.
  public func observeSummaries(_ filter: HistoryFilter = HistoryFilter()) -> Flow<
    [StoredRoundSummary]
  > {
    database.observe { try Self.summaries(filter, $0) }
  }

  static func summaries(_ filter: HistoryFilter, _ db: Connection) throws -> [StoredRoundSummary] {
    let scope = try HistoryScope(filter, db, readableOnly: false)
    return try db.query(
      "SELECT \(summaryColumns) FROM round_summaries s WHERE \(filter.withDamagedArrows ? scope.sql : scope.scan)",
      scope.bound
    ) { summary($0) }.compactMap { $0 }
  }

  /// The columns of `round_summaries s` that ``summary(_:)`` reads, in its order.
  static let summaryColumns = """
    s.round_id, s.setup_id, s.codename, s.name, s.date, s.status, s.arrows, s.total,
      s.hits, s.golds, s.xs, s.ten_plus_x, s.possible, s.maximum, s.complete, s.handicap,
      s.classification, s.damaged_arrows
    """

  /// A summary row (``summaryColumns``), or `nil` when its ID or date cannot be read
  /// (`RoundRowCandidates.unreadableSummary` is the same rule in SQL).
  static func summary(_ row: Row) -> StoredRoundSummary? {
    guard let id = uuid(row.string(0)), let status = RoundStatus(rawValue: row.string(5)),
      let date = row.double(4), StoredRules.dates.contains(date)
    else { return nil }
    let classification = row.string(16)
    // Counts are read within what one round can hold, so no sum of them can overflow (a row
    // another program wrote beyond them reads at the bound; `quiver check` names it).
    func arrows(_ column: Int32) -> Int {
      Bounded.clamped(row.int(column), to: Bounded.arrowsHeld)
    }
    func points(_ column: Int32) -> Int {
      Bounded.clamped(row.int(column), to: Bounded.pointsHeld)
    }
    var summary = StoredRoundSummary(
      id: RoundID(id), setup: uuid(row.string(1)).map(BowSetupID.init),
      codename: row.string(2), name: row.string(3),
      date: Date(timeIntervalSince1970: date),
      status: status,
      tally: ScoreTally(
        arrows: arrows(6), total: points(7), hits: arrows(8), golds: arrows(9), xs: arrows(10)),
      tenPlusX: arrows(11), possible: points(12),
      maximum: row.optionalInt(13).map { Bounded.clamped($0, to: Bounded.pointsHeld) },
      isComplete: row.bool(14),
      handicap: row.optionalInt(15).map { Bounded.clamped($0, to: handicaps) },
      classification: classification.isEmpty ? nil : Classification(rawValue: classification))
    summary.damagedArrows = arrows(17)
    return summary
  }

  /// The handicaps a summary reads within.
  static let handicaps = RoundRowCandidates.summaryHandicaps

  /// A stored ID's 36 characters (hex digits and four dashes) as a UUID, or `nil` when they are
  /// not one. Foundation's `UUID(uuidString:)` parses with `sscanf` on Linux: about a
  /// microsecond an ID, a third of reading 10,000 summaries.
  static func uuid(_ text: String) -> UUID? {
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = withUnsafeMutableBytes(of: &bytes) { out in
      var (count, high): (Int, UInt8?) = (0, nil)
      for (offset, character) in text.utf8.enumerated() {
        if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
          guard character == UInt8(ascii: "-") else { return false }
          continue
        }
        guard count < 16, let digit = hexDigit(character) else { return false }
        if let first = high {
          out[count] = first << 4 | digit
          (count, high) = (count + 1, nil)
        } else {
          high = digit
        }
      }
      return count == 16
    }
    return parsed ? UUID(uuid: bytes) : nil
  }

  private static func hexDigit(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
