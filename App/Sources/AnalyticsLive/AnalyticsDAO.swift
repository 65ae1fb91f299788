public import Analytics
public import CoreInterfaces
import Foundation
public import Store

/// Per-round totals computed by SQLite in one aggregate query.
public struct RoundTotals: Sendable, Equatable {
  /// The round.
  public var id: RoundID
  /// Arrows shot.
  public var arrows: Int
  /// Sum of points.
  public var total: Int
  /// X count.
  public var xs: Int
  /// Misses.
  public var misses: Int

  /// Creates totals.
  public init(id: RoundID, arrows: Int, total: Int, xs: Int, misses: Int) {
    self.id = id
    self.arrows = arrows
    self.total = total
    self.xs = xs
    self.misses = misses
  }
}

/// The queries the Analytics package needs, over the same tables scoring writes.
public struct AnalyticsDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Every round with its arrows, newest first: two queries, however many rounds.
  public func rounds() async throws -> [RoundRecord] {
    try await database.read { try Self.records(in: $0) }
  }

  /// The rounds ``rounds()`` leaves out because they cannot be read, each naming itself: found
  /// by queries, not by reading every round (`unreadable(in:)`).
  public func unreadableRounds() async throws -> [StoreDamage] {
    try await database.read { try Self.unreadable(in: $0) }
  }

  /// The same, now and after every commit that touches rounds or arrows.
  public func observeRounds() -> Flow<[RoundRecord]> {
    database.observe { try Self.records(in: $0) }
  }

  /// One round with its arrows.
  public func round(_ id: RoundID) async throws -> RoundRecord {
    try await database.read { try Self.round(id, $0) }
  }

  /// The same, now and after every commit that changes what it read.
  public func observeRound(_ id: RoundID) -> Flow<RoundRecord> {
    database.observe { try Self.roundOnItsTarget(id, $0) }
  }

  static func round(_ id: RoundID, _ db: Connection) throws -> RoundRecord {
    guard let round = try Self.records(in: db, only: id).first else {
      throw AnalyticsError.roundNotFound(id)
    }
    return round
  }

  /// Adds `records` in one transaction, all or nothing, after the import checks, as
  /// ``importRounds(archer:from:)`` adds what a source hands over.
  public func importRounds(_ records: [RoundRecord], archer: ExportedArcher? = nil) async throws
    -> ImportSummary
  {
    try RoundImport.validate(records)
    return try await importRounds(archer: archer) { each in
      for record in records { _ = try each(record) }
    }
  }

  /// Adds the rounds `source` hands over (checked by it) in one transaction, all or nothing,
  /// one at a time. A round whose ID is stored with the same content is skipped (importing a
  /// file twice adds nothing); one stored with different content, or for another archer, is an
  /// `ImportConflict` naming every such round (and whose it is), and nothing is written. The rounds are `archer`'s (matched by
  /// name or created, in the same transaction), else the active archer's; a bow setup this
  /// store lacks is made from the name and version the file recorded.
  public func importRounds(archer: ExportedArcher?, from source: RoundSource)
    async throws -> ImportSummary
  {
    let newcomer = try archer?.newArcher()
    return try await database.write { db in
      var summary = ImportSummary(rounds: 0, arrows: 0, skipped: 0)
      let owner = try newcomer.map { try ArchersDAO.matchOrAdd($0, db) }
      let active = try db.scalar("SELECT \(ActiveArcher.value)").flatMap {
        if case .text(let id) = $0 { id } else { nil }
      }
      summary.archer = owner.map {
        ImportedArcher(
          name: $0.archer.name, created: $0.created,
          active: active == $0.archer.id.description, file: newcomer?.category,
          kept: $0.archer.category)
      }
      let archerID = owner?.archer.id.description
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      // A conflict keeps what its refusal names (ID, name, date), never the round's arrows: a
      // file of many conflicting rounds is held a round at a time too.
      var conflicts: [RoundRecord] = []
      func conflict(_ record: RoundRecord) {
        var named = record
        named.arrows = []
        conflicts.append(named)
      }
      var owners: [RoundID: String] = [:]
      var setups = Set<BowSetupID>()
      try source { record in
        if let owner = try Self.otherArcher(of: record.id, than: archerID, db) {
          conflict(record)  // another archer's round is never "already there"
          owners[record.id] = owner
          return false
        }
        let stored = try ImportConflict.classify(record) { id in
          // A new ID (the usual case) is told by the key alone, never by reading rounds.
          guard try db.scalar("SELECT 1 FROM rounds WHERE id = ?", id.description) != nil
          else { return nil }
          return try Self.records(in: db, only: id).first
        }
        switch stored {
        case .identical: summary.skipped += 1
        case .differs: conflict(record)
        case .new where conflicts.isEmpty:
          try Self.makeSetup(of: record, for: archerID, made: &setups, db)
          let snapshot = String(decoding: try encoder.encode(record.definition), as: UTF8.self)
          try Self.insert(record, snapshot: snapshot, archer: archerID, db)
          summary.rounds += 1
          summary.arrows += record.arrows.count
          // A syncing store records the import for other devices a batch at a time, so the
          // recording never holds the whole file (docs/SYNC.md).
          if summary.rounds % 500 == 0 { try db.keepRecordedChanges() }
          return true
        case .new: break  // the import is refused: nothing more is written
        }
        return false
      }
      guard conflicts.isEmpty else { throw ImportConflict(rounds: conflicts, owners: owners) }
      return summary
    }
  }

  /// The name of the archer round `id` is stored for, when it is stored for one other than
  /// `archerID` (the active archer when nil): an import must not take it as its own.
  private static func otherArcher(of id: RoundID, than archerID: String?, _ db: Connection)
    throws -> String?
  {
    try db.query(
      """
      SELECT r.archer_id IS coalesce(?2, \(ActiveArcher.value)),
        coalesce((SELECT name FROM archers a WHERE a.id = r.archer_id), '')
      FROM rounds r WHERE r.id = ?1
      """, id.description, archerID
    ) { row -> String? in
      row.bool(0) ? nil : row.string(1).isEmpty ? "no archer" : Names.shownSafely(row.string(1))
    }.first ?? nil
  }

  /// Writes one imported round, its arrows and its summary.
  private static func insert(
    _ record: RoundRecord, snapshot: String, archer archerID: String?, _ db: Connection
  ) throws {
    let id = record.id.description
    let date = record.startedAt.timeIntervalSince1970
    _ = try db.run(
      """
      INSERT INTO rounds
        (id, codename, definition, status, bow_style, created_at, updated_at, archer_id,
         bow_setup_id, bow_setup_version, recorded_total)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, coalesce(?7, \(ActiveArcher.value)),
        (SELECT id FROM bow_setups WHERE id = ?8),
        (SELECT ?9 WHERE EXISTS (SELECT 1 FROM bow_setups WHERE id = ?8)), ?10)
      """, id, record.definition.id, snapshot, record.status.rawValue,
      record.bowStyle?.rawValue, date, archerID, record.bowSetup?.description,
      record.bowSetupVersion, record.recordedTotal)
    for arrow in record.arrows {
      _ = try db.run(
        "INSERT INTO ends (round_id, end_number) VALUES (?, ?) ON CONFLICT DO NOTHING", id,
        arrow.endNumber)
      _ = try db.run(
        """
        INSERT INTO arrows
          (round_id, end_number, arrow_index, points, is_x, is_miss, x, y, arrow_number)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, id, arrow.endNumber, arrow.arrowIndex, arrow.value.points, arrow.value.isX,
        arrow.value.isMiss, arrow.x, arrow.y, arrow.arrowNumber)
    }
    try RoundSummaries.rewrite(id, db)
  }

  /// Rounds (the active archer's, or only `id`) with their arrows, newest first. Rounds saved before schema 3
  /// keep no snapshot and are read from the catalogue; a row that cannot be read is skipped. A
  /// round holding an arrow whose points are outside 0…11 is skipped from the list, and asked for
  /// by `id` is a `StoreDamage` naming the arrow (docs/STORE.md); a position out of range reads
  /// as none (``position(_:_:)``).
  static func records(in db: Connection, only id: RoundID? = nil) throws -> [RoundRecord] {
    try listed(in: db, only: id).items
  }

  /// ``records(in:only:)`` with the rounds it leaves out, each a `StoreDamage` naming it.
  static func listed(in db: Connection, only id: RoundID? = nil) throws -> Listed<RoundRecord> {
    // Two statements, not one with `?1 IS NULL OR`: that OR let no index serve one round, so
    // each look-up (an import's duplicate check, `stats --round`) read every arrow.
    let bound: [any SQLiteBindable] = id.map { [$0.description] } ?? []
    var definitions: [String: RoundDefinition] = [:]  // many rounds share one snapshot
    var unreadable: [StoreDamage] = []
    var rounds: [RoundRecord] = try db.query(
      """
      SELECT \(roundColumns)
      FROM rounds WHERE \(id == nil ? ActiveArcher.matches() : "id = ?1") ORDER BY created_at DESC, id
      """, bound
    ) { row -> RoundRecord? in
      guard let record = record(row, &definitions) else {
        unreadable.append(unreadableRow(row))
        return nil
      }
      return record
    }.compactMap { $0 }
    // Rows come grouped by round, so each round's arrows are gathered without a look-up per row.
    var arrows: [String: [PlottedArrow]] = [:]
    var damaged: [String: StoreDamage] = [:]
    var current = ""
    var gathered: [PlottedArrow] = []
    _ = try db.query(
      """
      SELECT \(arrowColumns)
      FROM arrows a JOIN rounds r ON r.id = a.round_id
      WHERE \(id == nil ? ActiveArcher.matches("r.archer_id") : "a.round_id = ?1")
      ORDER BY a.round_id, a.end_number, a.arrow_index
      """, bound
    ) { row in
      let round = row.string(0)
      if round != current {
        if !gathered.isEmpty { arrows[current] = gathered }
        current = round
        gathered = []
      }
      guard let arrow = arrow(row) else {
        if damaged[round] == nil { damaged[round] = damagedArrow(row) }
        return
      }
      gathered.append(arrow)
    }
    if !gathered.isEmpty { arrows[current] = gathered }
    if let id, let damage = damaged[id.description] { throw damage }
    rounds.removeAll { damaged[$0.id.description] != nil }
    for index in rounds.indices {
      rounds[index].arrows = arrows[rounds[index].id.description] ?? []
      rounds[index].markDamagedArrows()  // a damaged arrow reads as a miss, as the card counts it
    }
    return Listed(rounds, damaged: unreadable + damaged.keys.sorted().compactMap { damaged[$0] })
  }

  /// The points an arrow can score on any face (an X on a compound face scores 11).
  static let points: ClosedRange<Int64> = 0...11

  /// A stored position as metres from the centre, or `nil` unless both axes are finite numbers
  /// within `Bounded.plotMetres`: another tool's `NaN`, `1e999` or text is read as no position,
  /// so the arrow's points still count but it is not plotted or grouped.
  static func position(_ x: SQLiteValue, _ y: SQLiteValue) -> (x: Double, y: Double)? {
    func metres(_ value: SQLiteValue) -> Double? {
      let metres: Double
      switch value {
      case .real(let real): metres = real
      case .integer(let integer): metres = Double(integer)
      default: return nil
      }
      return metres.isFinite && Bounded.plotMetres.contains(metres) ? metres : nil
    }
    guard let x = metres(x), let y = metres(y) else { return nil }
    return (x, y)
  }

  /// The aggregate the analytics hub shows: totals per round, computed in SQL. A round holding
  /// points outside 0…11 (a damaged row) is left out, as ``rounds()`` leaves it out.
  public static let totalsSQL = """
    SELECT round_id, count(*), sum(points), sum(is_x), sum(is_miss)
    FROM arrows GROUP BY round_id
    HAVING min(points) >= 0 AND max(points) <= 11 ORDER BY round_id
    """

  /// Totals of every round.
  public func roundTotals() async throws -> [RoundTotals] {
    try await database.read { db in
      try db.query(Self.totalsSQL) { row -> RoundTotals? in
        RoundID(uuidString: row.string(0)).map {
          RoundTotals(
            id: $0, arrows: row.int(1), total: row.int(2), xs: row.int(3), misses: row.int(4))
        }
      }.compactMap { $0 }
    }
  }
}
