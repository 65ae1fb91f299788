import CoreInterfaces
import Foundation

/// What a round's summary is made for, from its `rounds` row: the definition (its snapshot, or
/// the catalogue's for rounds saved before snapshots), status, start, bow style, setup version,
/// the category of its archer, if any, and a paper round's recorded total.
struct RoundContext {
  var definition: RoundDefinition
  var status: RoundStatus
  var date: Date
  var bowStyle: BowStyle?
  var setupVersion: Int?
  var category: ClassificationCategory?
  /// The archer's ID as stored ("" for none).
  var archer: String
  /// The bow setup's ID as stored ("" for none).
  var setup: String
  /// The total a round shot on paper was entered with, when its arrows were not kept.
  var recordedTotal: Int?

  /// Round `id`'s, or `nil` when there is no such round or its definition or status cannot be
  /// read.
  static func read(_ id: String, _ db: Connection) throws -> RoundContext? {
    try db.query("SELECT \(columns) \(source) WHERE r.id = ?", id) { context($0) }.first ?? nil
  }

  /// The rounds' whose IDs are `first` to `last` (as stored), by ID: one query a chunk of
  /// rounds (``RoundSummaries/eachChunk(_:size:_:)``), not one a round; a round whose definition
  /// or status cannot be read is left out. `each` hears every round of the range with whether
  /// its start is a date a rebuild can give (`StoredRules.dates`), from the same scan.
  static func readAll(
    _ db: Connection, from first: SQLiteValue, to last: SQLiteValue,
    each: (_ id: String, _ dated: Bool) -> Void = { _, _ in }
  ) throws -> [String: RoundContext] {
    var all: [String: RoundContext] = [:]
    _ = try db.query("SELECT \(columns), r.id \(source) WHERE r.id BETWEEN ?1 AND ?2", first, last)
    {
      row in
      let id = row.string(14)
      each(id, row.double(5).map(StoredRules.dates.contains) == true)
      if let context = context(row) { all[id] = context }
    }
    return all
  }

  private static let columns = """
    r.codename, r.definition, r.custom_definition, r.status, r.bow_style, r.created_at,
      r.bow_setup_version, a.id IS NOT NULL, a.bow_style, a.gender, a.age_group, r.archer_id,
      r.bow_setup_id, r.recorded_total
    """
  private static let source = "FROM rounds r LEFT JOIN archers a ON a.id = r.archer_id"

  /// The context in a row of ``columns``.
  private static func context(_ row: Row) -> RoundContext? {
    guard
      let definition = definition(snapshot: row.string(1), codename: row.string(0))
        ?? definition(snapshot: row.string(2), codename: ""),
      let status = RoundStatus(rawValue: row.string(3))
    else { return nil }
    let roundStyle = BowStyle(rawValue: row.string(4))
    var category: ClassificationCategory?
    if row.bool(7), let archerStyle = BowStyle(rawValue: row.string(8)),
      let gender = Gender(rawValue: row.string(9)), let age = AgeGroup(rawValue: row.string(10))
    {
      category = ClassificationCategory(
        bowStyle: roundStyle ?? archerStyle, gender: gender, ageGroup: age)
    }
    return RoundContext(
      definition: definition, status: status,
      date: Date(timeIntervalSince1970: row.double(5) ?? 0), bowStyle: roundStyle,
      setupVersion: row.optionalInt(6), category: category, archer: row.string(11),
      setup: row.string(12), recordedTotal: row.optionalInt(13))
  }

  /// Definitions by snapshot: every arrow's save reads its round's, and decoding the snapshot
  /// each time doubled `scoring_entry_to_saved_us`. Rounds share few snapshots; the cache is
  /// emptied past 256.
  private static let decoded = Locked<[String: RoundDefinition]>([:])

  private static func definition(snapshot: String, codename: String) -> RoundDefinition? {
    if !snapshot.isEmpty {
      if let known = decoded.withLock({ $0[snapshot] }) { return known }
      if let definition = try? JSONDecoder().decode(
        RoundDefinition.self, from: Data(snapshot.utf8))
      {
        decoded.withLock { cache in
          if cache.count >= 256 { cache.removeAll() }
          cache[snapshot] = definition
        }
        return definition
      }
    }
    return codename.isEmpty ? nil : RoundCatalogue.round(codename)
  }
}
