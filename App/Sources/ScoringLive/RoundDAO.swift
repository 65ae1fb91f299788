public import CoreInterfaces
public import Foundation
public import Scoring
public import Store

/// Rounds, ends and arrows in SQLite. Every arrow goes through one helper, `save(_:in:_:)`,
/// which checks the arrow against the round, gets or creates its end and upserts the arrow keyed
/// by (end, index): re-entering an arrow replaces it and resuming never duplicates one. A round
/// keeps a JSON snapshot of its definition, so a later catalogue change never rewrites it.
public struct RoundDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Starts a round of `definition` with an optional bow setup, in progress. Without a setup the
  /// active archer's bow style decides the face rule (a compound archer shoots inner ten).
  public func start(_ definition: RoundDefinition, setup: BowSetupSummary?) async throws
    -> ShotRound
  {
    if let problem = definition.validationProblem() {
      throw ScoringError.invalidCustomRound(problem)
    }
    let round = ShotRound(
      id: RoundID(), definition: definition, status: .inProgress, setup: setup?.id,
      bowStyle: setup?.bowStyle, setupVersion: setup?.version)
    let snapshot = try RoundJSON.encode(definition)
    let now = round.startedAt.timeIntervalSince1970
    return try await database.write { db in
      _ = try db.run(
        """
        INSERT INTO rounds
          (id, codename, definition, status, bow_setup_id, bow_setup_version, bow_style,
           created_at, updated_at, archer_id)
        VALUES (?, ?, ?, 'inProgress', ?, ?,
          coalesce(?, (SELECT bow_style FROM archers WHERE id = \(ActiveArcher.value))), ?, ?,
          \(ActiveArcher.value))
        """, round.id.description, definition.id, snapshot, setup?.id.description,
        setup?.version, setup?.bowStyle.rawValue, now, now)
      try RoundSummaries.rewrite(round.id.description, db)
      return try Self.round(round.id, db)
    }
  }

  /// One round.
  public func round(_ id: RoundID) async throws -> ShotRound {
    try await database.read { try Self.round(id, $0) }
  }

  /// Every round of the active archer, newest first, with its arrows and score read from its
  /// stored summary (docs/STORE.md), never its arrows, and each round whose row cannot be read.
  /// A damaged arrow (points no face has) scores nothing here; `rounds show` names it.
  public func list() async throws -> Listed<RoundListing> {
    try await database.read { db in
      let rows = try db.query(
        """
        SELECT \(Self.roundColumns), coalesce(s.arrows, 0), coalesce(s.total, 0)
        FROM rounds r LEFT JOIN round_summaries s ON s.round_id = r.id
        WHERE \(ActiveArcher.matches("r.archer_id"))
        ORDER BY r.created_at DESC, r.id
        """
      ) { row in Self.listing(row) }
      return Listed(reading: rows)
    }
  }

  /// A row of `roundColumns` and its summary's arrows and total, as a list shows it.
  static func listing(_ row: Row) -> Result<RoundListing, StoreDamage> {
    Result {
      var listing = ShotRound.listing(try Self.shotRound(row), arrows: [])
      listing.arrows = row.int(Self.roundColumnCount)
      listing.score = row.int(Self.roundColumnCount + 1)
      return listing
    }.mapError { $0 as? StoreDamage ?? StoreDamage(row: "round", problem: "\($0)") }
  }

  /// One page of ``list()``, now and again whenever a commit changes a table it read: the rows
  /// of the page (through `rounds_page`, the list's order) and the count of the rounds it can
  /// show; the damaged rows are named on every page and hold no place in it.
  public func observeList(_ page: ListPage) -> Flow<Paged<RoundListing>> {
    database.observe { db in
      // The rows the list cannot read (found through partial indexes) are named on every page
      // and take no place in it, so the count and the numbers are the rounds it can show.
      let unreadable = try Self.unreadable(db)
      let skipped = String(
        decoding: try JSONEncoder().encode(unreadable.map(\.rowid)), as: UTF8.self)
      let rows = try db.query(
        """
        SELECT \(Self.roundColumns), coalesce(s.arrows, 0), coalesce(s.total, 0)
        FROM rounds r LEFT JOIN round_summaries s ON s.round_id = r.id
        WHERE \(ActiveArcher.matches("r.archer_id"))
          AND r.rowid NOT IN (SELECT value FROM json_each(?))
        ORDER BY r.created_at DESC, r.id
        LIMIT ? OFFSET ?
        """, skipped, page.limit, page.offset
      ) { row in Self.listing(row) }
      let total = try Self.roundCount(db)
      var listed = Listed(reading: rows)
      // A round whose summary is damaged is listed (it reads from its arrows) and named too.
      let named = Set(unreadable.compactMap(\.damage.id))
      listed.damaged =
        unreadable.map(\.damage) + (try DamagedSummaries.rows(db, besides: named))
        + listed.damaged
      return Paged(page: page, rows: listed, total: total - unreadable.count)
    }
  }

  /// The active archer's rounds: one row kept by triggers (schema 16), not an index entry a
  /// round. A broken page of that derived row ('quiver check --repair' makes it again) counts
  /// the rounds instead, so the Rounds screen still lists them (stranger 28b #10).
  static func roundCount(_ db: Connection) throws -> Int {
    do {
      return try db.query("SELECT \(Schema.activeRoundCount)") { $0.int(0) }.first ?? 0
    } catch let error as SQLiteError where error.primaryCode == 11 {
      return try db.query("SELECT count(*) FROM rounds WHERE \(ActiveArcher.matches())") {
        $0.int(0)
      }.first ?? 0
    }
  }

  /// The round's arrows in shooting order.
  public func arrows(_ id: RoundID) async throws -> [ScoredArrow] {
    try await database.read { db in
      _ = try Self.round(id, db)
      return try Self.arrows(of: id, db)
    }
  }

  /// Saves a line of arrows in one transaction, all or none, if the round still holds what this
  /// writer last saw (`expecting`: the first arrow's end); another writer's arrow is never
  /// overwritten, nor taken for this writer's (`WriterExpectation`).
  public func saveArrows(
    _ id: RoundID, _ arrows: [ScoredArrow], expecting: [ArrowEntry], by writer: UUID
  ) async throws {
    try await database.write { db in
      let round = try Self.scorable(id, db)
      let held = try Self.heldIfClosed(round, db)
      for arrow in arrows { _ = try round.place(of: arrow, held: held) }
      let line = arrows.map {
        RoundSummaries.Placed(endNumber: $0.endNumber, arrowIndex: $0.arrowIndex, value: $0.value)
      }
      try RoundSummaries.save(
        line, of: round.definition, bowStyle: round.bowStyle, to: id.description, db)
      try WriterExpectation.saveLine(
        arrows, by: writer, writerSaw: expecting,
        endHolds: { end in try Self.held(in: round, end: end, db) },
        insert: { arrow in try Self.save(arrow, in: round, writer: writer, db) })
      // The last arrow completes the round; its summary is then rebuilt whole (status,
      // handicap and class), once per round.
      if try Self.completeIfWhole(round, db) { try RoundSummaries.rewrite(id.description, db) }
    }
  }

  /// Saves one arrow: a line of one, by `writer` (a new one unless given).
  public func saveArrow(
    _ id: RoundID, _ arrow: ScoredArrow, expecting: [ArrowEntry], by writer: UUID = UUID()
  ) async throws {
    try await saveArrows(id, [arrow], expecting: expecting, by: writer)
  }

  /// Saves many arrows of one round in one transaction (an import): all or nothing.
  public func importArrows(_ id: RoundID, _ arrows: [ScoredArrow]) async throws {
    try await database.write { db in
      let round = try Self.round(id, db)  // read once: its snapshot decodes once per import
      for arrow in arrows { try Self.save(arrow, in: round, db) }
      try RoundSummaries.rewrite(id.description, db)
    }
  }

  /// Removes `arrow` if it is still the round's last arrow as the writer entered it (undo), and
  /// its end if that leaves it empty.
  public func deleteArrow(_ id: RoundID, _ arrow: ScoredArrow) async throws {
    let (endNumber, arrowIndex) = (arrow.endNumber, arrow.arrowIndex)
    try await database.write { db in
      let round = try Self.scorable(id, db)
      guard RoundProgress.isOpen(round.status) else {
        throw ScoringError.undoClosed(round.status)
      }
      try WriterExpectation.delete(arrow, roundArrows: try Self.arrows(of: id, db))
      _ = try db.run(
        """
        DELETE FROM arrows WHERE arrow_index = ? AND round_id = ? AND end_number = ?
        """, arrowIndex, id.description, endNumber)
      _ = try db.run(
        """
        DELETE FROM ends WHERE round_id = ? AND end_number = ?
          AND NOT EXISTS (SELECT 1 FROM arrows a
            WHERE a.round_id = ends.round_id AND a.end_number = ends.end_number)
        """, id.description, endNumber)
      try RoundSummaries.rewrite(id.description, db)
    }
  }

  /// Moves the round to `status` if the transition is allowed.
  public func setStatus(_ id: RoundID, _ status: RoundStatus) async throws {
    try await database.write { db in
      let round = try Self.owned(id, db)
      guard round.status.canTransition(to: status) else {
        let phase = round.progress(holding: try Self.heldIfClosed(round, db)).phase
        throw ScoringError.invalidTransition(from: phase, to: status)
      }
      _ = try db.run(
        "UPDATE rounds SET status = ?, updated_at = ? WHERE id = ?", status.rawValue,
        Date().timeIntervalSince1970, id.description)
      try RoundSummaries.rewrite(id.description, db)
    }
  }

  /// The custom rounds, by name, and each stored one whose definition cannot be read.
  public func customRounds() async throws -> Listed<RoundDefinition> {
    try await database.read { db in
      let rows = try db.query("SELECT name, definition FROM custom_rounds ORDER BY name, id") {
        row -> Result<RoundDefinition, StoreDamage> in
        Result { try RoundJSON.decode(row.string(1)) }.mapError { _ in
          let name = Names.displayable(row.string(0), fallback: "with no name")
          return StoreDamage(
            row: "custom round '\(name)'", problem: "its definition is not a round Quiver reads")
        }
      }
      return Listed(reading: rows)
    }
  }

  /// Saves a custom round after validating it; a name already taken is refused, naming it.
  public func saveCustomRound(_ definition: RoundDefinition) async throws -> RoundDefinition {
    let custom = try RoundDefinition.custom(from: definition)
    let json = try RoundJSON.encode(custom)
    try await database.write { db in
      let inserted = try db.run(
        """
        INSERT INTO custom_rounds (id, name, definition, created_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (id) DO NOTHING
        """, custom.id, custom.name, json, Date().timeIntervalSince1970)
      guard inserted > 0 else {
        let names = try db.query("SELECT name FROM custom_rounds WHERE id = ?", custom.id) {
          $0.string(0)
        }
        throw RoundDefinition.codenameClash(custom, existing: names.first ?? custom.name)
      }
    }
    return custom
  }

  // MARK: - The shared helpers

  /// The one place an arrow is written: checked against its round (place, face, bow style,
  /// status), its end got or created, the arrow upserted by (end, index).
  static func save(
    _ arrow: ScoredArrow, in round: ShotRound, writer: UUID? = nil, _ db: Connection
  ) throws {
    _ = try round.place(of: arrow, held: try heldIfClosed(round, db))
    let id = round.id
    _ = try db.run(
      "INSERT INTO ends (round_id, end_number) VALUES (?, ?) ON CONFLICT DO NOTHING",
      id.description, arrow.endNumber)
    let entry = arrow.entry
    _ = try db.run(
      """
      INSERT INTO arrows (round_id, end_number, arrow_index, points, is_x, is_miss, x, y,
        arrow_number, writer)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (round_id, end_number, arrow_index) DO UPDATE SET points = excluded.points,
        is_x = excluded.is_x, is_miss = excluded.is_miss, x = excluded.x, y = excluded.y,
        arrow_number = excluded.arrow_number, writer = excluded.writer
      """, id.description, arrow.endNumber, arrow.arrowIndex, entry.points, entry.isX,
      entry.isMiss, entry.position?.x, entry.position?.y, entry.arrowNumber,
      writer?.uuidString.lowercased())
  }

  /// How many columns ``roundColumns`` names: a query's own columns come after them.
  static let roundColumnCount = Int32(roundColumns.split(separator: ",").count)

  /// The arrows a round past taking arrows holds, which name its phase in a refusal (`ended
  /// early`); 0 without a query for an open round, whose phase they do not change.
  static func heldIfClosed(_ round: ShotRound, _ db: Connection) throws -> Int {
    guard !RoundProgress.isOpen(round.status) else { return 0 }
    let count = try db.query(
      "SELECT count(*) FROM arrows WHERE round_id = ?",
      round.id.description
    ) { $0.int(0) }
    return count.first ?? 0
  }

  /// Completes `round` in this transaction once the arrows just saved make it whole
  /// (`RoundProgress.settledStatus`: the rule the in-memory store keeps too); whether it did.
  @discardableResult
  static func completeIfWhole(_ round: ShotRound, _ db: Connection) throws -> Bool {
    // Practice, or a round past taking arrows, never completes here: no count for it.
    guard round.progress(holding: .max).settledStatus != round.status else { return false }
    let held = try db.query(
      "SELECT count(*) FROM arrows WHERE round_id = ?",
      round.id.description
    ) { $0.int(0) }
    let status = round.progress(holding: held.first ?? 0).settledStatus
    guard status != round.status else { return false }
    _ = try db.run(
      "UPDATE rounds SET status = ?, updated_at = ? WHERE id = ?", status.rawValue,
      Date().timeIntervalSince1970, round.id.description)
    return true
  }

  static let roundColumns =
    "r.id, r.codename, r.definition, r.custom_definition, r.status, r.bow_setup_id, r.bow_style, r.created_at, r.bow_setup_version, r.recorded_total"

  static func round(_ id: RoundID, _ db: Connection) throws -> ShotRound {
    let found = try db.query(
      "SELECT \(roundColumns), \(arrowSetColumns) FROM rounds r WHERE r.id = ?", id.description
    ) { row in
      var round = try shotRound(row)
      round.arrowNumbers = arrowNumbers(
        count: row.optionalInt(10), numbers: row.string(11), retired: row.string(12),
        inRound: row.string(13))
      return round
    }
    guard let round = found.first else { throw ScoringError.roundNotFound(id) }
    return round
  }

  /// The count, numbers and retired numbers of the arrow set in the round's setup version, and
  /// the numbers the round's arrows already carry. The setup version holds the set's item ID
  /// only, so the set is that item as it is now (its numbers as edited since); a number already
  /// in the round stays usable in it, so an older round keeps working (docs/STORE.md). Those
  /// numbers are read only when the setup has an arrow set: they are the one part that reads the
  /// round's arrows, and every save reads the round (issue 28: a save stays flat as it grows).
  static let arrowSetColumns = """
    (SELECT json_extract(i.details, '$.arrow._0.count') \(arrowSetSource)),
      (SELECT json_extract(i.details, '$.arrow._0.numbers') \(arrowSetSource)),
      (SELECT json_extract(i.details, '$.arrow._0.retiredNumbers') \(arrowSetSource)),
      CASE WHEN (SELECT 1 \(arrowSetSource)) IS NULL THEN '[]' ELSE
        (SELECT json_group_array(DISTINCT a.arrow_number) FROM arrows a
          WHERE a.round_id = r.id AND a.arrow_number IS NOT NULL)
      END
    """
  private static let arrowSetSource = """
    FROM bow_setup_versions v, json_each(v.snapshot, '$.parts') p
      JOIN equipment_items i ON i.id = json_extract(p.value, '$.item')
    WHERE v.setup_id = r.bow_setup_id AND v.version = r.bow_setup_version
      AND json_extract(p.value, '$.kind') = 'arrow' AND json_valid(i.details) LIMIT 1
    """

  /// The numbers a new arrow of the round may carry: the set's numbers (those written on it, or
  /// 1 to its count, as the equipment room reads a set) less the retired ones, with those the
  /// round already holds; `nil` when the setup has no arrow set. Numbers that do not read leave
  /// it unchecked.
  static func arrowNumbers(count: Int?, numbers: String, retired: String, inRound: String)
    -> [Int]?
  {
    guard let count else { return nil }
    let read = { (text: String) in
      (try? JSONDecoder().decode([Int].self, from: Data(text.utf8))) ?? []
    }
    let written = read(numbers)
    let all = written.isEmpty ? Array(1...Bounded.clamped(count, to: Bounded.arrowsInSet)) : written
    let retired = Set(read(retired))
    let used = Set(read(inRound))
    let usable = all.filter { !retired.contains($0) || used.contains($0) }
    return usable + used.subtracting(all).sorted()
  }

  /// A round from a row of ``roundColumns``. Rounds saved before schema 3 have no snapshot and
  /// read their definition from the catalogue by codename.
  static func shotRound(_ row: Row) throws -> ShotRound {
    guard let id = RoundID(uuidString: row.string(0)) else {
      let shown = Names.shownSafely(String(row.string(0).prefix(40)))
      throw StoreDamage(row: "round '\(shown)'", problem: "its ID is not a UUID")
    }
    let definition =
      (try? RoundJSON.decode(row.string(2))) ?? RoundCatalogue.round(row.string(1))
      ?? (try? RoundJSON.decode(row.string(3)))
    guard let definition, let status = RoundStatus(rawValue: row.string(4)) else {
      throw StoreDamage(
        row: "round \(id)", problem: "its definition or status cannot be read", id: id.description)
    }
    guard let started = row.double(7), StoredRules.dates.contains(started) else {
      throw StoreDamage(
        row: "round \(id)", problem: "it starts on no date from 1900 to 9999", id: id.description)
    }
    var round = ShotRound(
      id: id, definition: definition, status: status,
      setup: BowSetupID(uuidString: row.string(5)), bowStyle: BowStyle(rawValue: row.string(6)),
      startedAt: Date(timeIntervalSince1970: started), setupVersion: row.optionalInt(8))
    round.recordedTotal = row.optionalInt(9)
    return round
  }

  /// End `end`'s arrows of `round` (read in this transaction) as the writer rule sees them:
  /// each entry and who saved it.
  static func held(in round: ShotRound, end: Int, _ db: Connection) throws
    -> [WriterExpectation.Held]
  {
    try rows(of: round.id, end: end, db, round: round).map {
      (entry: $0.arrow.entry, writer: $0.writer)
    }
  }

  /// The round's arrows in shooting order (only end `end`, when given); `round` is the round
  /// when the caller has read it already.
  static func arrows(
    of id: RoundID, end: Int? = nil, _ db: Connection, round: ShotRound? = nil
  ) throws -> [ScoredArrow] {
    try rows(of: id, end: end, db, round: round).map(\.arrow)
  }

  /// The arrows with who saved them. A row the checked types cannot hold (a position out of
  /// range, points no face has, an end or place no round has: written by another tool) or a
  /// score the round's face does not have there (11 on a 10-zone face) is a `StoreDamage`
  /// naming it, never a trap, never summed.
  private static func rows(of id: RoundID, end: Int?, _ db: Connection, round: ShotRound?)
    throws -> [(arrow: ScoredArrow, writer: UUID?)]
  {
    let round = try round ?? Self.round(id, db)
    // One end is looked up by (round, end) — an `?2 IS NULL OR` would read every end of the
    // round on each save, so a save's cost grew with the round.
    var bound: [any SQLiteBindable] = [id.description]
    if let end { bound.append(end) }
    return try db.query(
      """
      SELECT end_number, arrow_index, points, is_x, is_miss, x, y, arrow_number, writer
      FROM arrows WHERE round_id = ?1 \(end == nil ? "" : "AND end_number = ?2")
      ORDER BY end_number, arrow_index
      """, bound
    ) { row in
      let (endNumber, index, points) = (row.int(0), row.int(1), row.int(2))
      let place = "arrow (end \(endNumber), arrow \(index &+ 1)) of round \(id)"
      guard Bounded.endNumber.contains(endNumber), Bounded.arrowsPerEnd.contains(index &+ 1)
      else { throw StoreDamage(row: place, problem: "its end or place is impossible") }
      do {
        var arrow = try ScoredArrow(
          endNumber: endNumber, arrowIndex: index,
          value: ArrowValue(
            uncheckedPoints: Bounded.clamped(points, to: Bounded.arrowPoints), isX: row.bool(3),
            isMiss: row.bool(4)),
          x: row.double(5), y: row.double(6), arrowNumber: row.optionalInt(7))
        if try !onTheFace(arrow, of: round, place)
          || (!arrow.value.isMiss && !Bounded.arrowPoints.contains(points))
        {
          // Points no ring scores read as a miss, marked, as the summary counts them: the
          // round still reads, and `rounds edit` corrects the arrow.
          arrow.entry = ArrowEntry(.miss, arrowNumber: arrow.entry.arrowNumber)
          arrow.damagedPoints = points
        }
        return (arrow, UUID(uuidString: row.string(8)))
      } catch let damage as StoreDamage {
        throw damage
      } catch {
        throw StoreDamage(
          row: place, problem: "\((error as? ValueRangeError)?.what ?? "a value") out of range")
      }
    }
  }
}

extension RoundDAO {
  /// Throws `StoreDamage` naming `place` unless `arrow` is in an end of `round`; whether its
  /// score is one the face of that end has (the rule an import and a save check).
  fileprivate static func onTheFace(_ arrow: ScoredArrow, of round: ShotRound, _ place: String)
    throws -> Bool
  {
    guard let system = round.system(forEnd: arrow.endNumber) else {
      throw StoreDamage(row: place, problem: "the round has no such end")
    }
    return ArrowDamage.of(arrow.value, on: system) == nil
  }
}

/// The JSON form of a round definition, as the snapshot column and custom rounds store it.
enum RoundJSON {
  static func encode(_ definition: RoundDefinition) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(definition), as: UTF8.self)
  }

  /// The definition a snapshot holds. Rounds of one kind share one snapshot text, so the last
  /// few decoded are kept (a page of 18 Portsmouths decodes once, not 18 times: issue 28, the
  /// Rounds list on 10,000 rounds cost 2.2× the same list of one round).
  static func decode(_ text: String) throws -> RoundDefinition {
    if let known = decoded.withLock({ $0[text] }) { return known }
    let definition = try JSONDecoder().decode(RoundDefinition.self, from: Data(text.utf8))
    decoded.withLock { cache in
      if cache.count >= decodedLimit { cache.removeAll(keepingCapacity: true) }
      cache[text] = definition
    }
    return definition
  }

  /// Snapshots decoded lately, by their text; emptied when it reaches ``decodedLimit``.
  private static let decoded = Locked<[String: RoundDefinition]>([:])
  /// How many decoded snapshots are kept at most: a person's kinds of round, with room to spare.
  private static let decodedLimit = 256
}
