public import CoreInterfaces
import Foundation

/// The stored round summaries: one row per round, built only by `RoundSummary`'s initializer
/// from the round's stored arrows. Every write that changes a round's arrows, status or archer
/// calls ``rewrite(_:_:)`` inside its own transaction, so the row commits with the arrow (no
/// second fsync) and a rollback takes both.
public enum RoundSummaries {
  /// What one summary row holds: the summary, the arrows in the 10 zone (Xs included), and the
  /// most the arrows shot could have scored (for the score fraction).
  public struct Row: Sendable, Hashable {
    /// The round's figures.
    public var summary: RoundSummary
    /// Arrows scoring 10 or written X.
    public var tenPlusX: Int
    /// The most the arrows shot could have scored, each on its own face.
    public var possible: Int
    /// The round's archer's ID, as stored (empty for none).
    public var archer: String
    /// The round's bow setup's ID, as stored (empty for none).
    public var setup: String
  }

  /// Rewrites the summary of round `id` from its stored arrows; a round that no longer exists, or
  /// whose definition cannot be read, is left without one.
  public static func rewrite(_ id: String, _ db: Connection) throws {
    guard let row = try build(id, db) else {
      _ = try db.run("DELETE FROM round_summaries WHERE round_id = ?", id)
      _ = try db.run("DELETE FROM round_summary_details WHERE round_id = ?", id)
      return
    }
    try store(row, of: id, db)
  }

  /// Rewrites the summaries of every round of archer `archerID` (after their category changes,
  /// or when the first archer takes over the rounds recorded before there were archers).
  public static func rewrite(roundsOf archerID: String, _ db: Connection) throws {
    let ids = try db.query("SELECT id FROM rounds WHERE archer_id = ?", archerID) { $0.string(0) }
    for id in ids { try rewrite(id, db) }
  }

  /// Rebuilds every summary from the arrows (the migration, and `quiver check`'s repair).
  public static func rebuildAll(_ db: Connection) throws {
    let ids = try db.query("SELECT id FROM rounds") { $0.string(0) }
    for id in ids { try rewrite(id, db) }
  }

  /// The summary round `id`'s stored rows give now, or `nil` when there is no such round or its
  /// definition cannot be read.
  public static func build(_ id: String, _ db: Connection) throws -> Row? {
    let rounds = try db.query(
      """
      SELECT r.codename, r.definition, r.custom_definition, r.status, r.bow_style, r.created_at,
        r.bow_setup_version, a.id IS NOT NULL, a.bow_style, a.gender, a.age_group, r.archer_id,
        r.bow_setup_id, r.recorded_total
      FROM rounds r LEFT JOIN archers a ON a.id = r.archer_id WHERE r.id = ?
      """, id
    ) { row -> Row? in
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
      let arrows = try arrows(of: id, db)
      let summary = RoundSummary(
        round: definition, arrows: arrows, status: status,
        date: Date(timeIntervalSince1970: row.double(5) ?? 0), bowStyle: roundStyle,
        setupVersion: row.optionalInt(6), category: category, recordedTotal: row.optionalInt(13))
      let scored = arrows.filter { !$0.value.isMiss }
      return Row(
        summary: summary,
        tenPlusX: scored.count { $0.value.points == 10 || $0.value.isX },
        possible: arrows.reduce(0) { sum, arrow in
          let pass = definition.pass(forEnd: arrow.endNumber)?.pass
          return sum + (pass?.system(for: roundStyle) ?? .tenZone).maxPoints
        }, archer: row.string(11), setup: row.string(12))
    }
    return rounds.first ?? nil
  }

  /// The stored summary of round `id`, or `nil` when it has none; a row that cannot be read
  /// throws, naming it.
  public static func stored(_ id: String, _ db: Connection) throws -> RoundSummary? {
    try db.query("SELECT summary FROM round_summary_details WHERE round_id = ?", id) {
      try decode($0.string(0), id: id)
    }.first
  }

  /// A stored summary's JSON as a value; one that cannot be read is damage naming the round.
  public static func decode(_ json: String, id: String) throws -> RoundSummary {
    do {
      return try JSONDecoder().decode(RoundSummary.self, from: Data(json.utf8))
    } catch {
      throw StoreDamage(row: "summary of round \(id)", problem: "it cannot be read")
    }
  }

  static func store(_ row: Row, of id: String, _ db: Connection) throws {
    let summary = row.summary
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(summary), as: UTF8.self)
    let tally = summary.tally
    _ = try db.run(
      """
      INSERT OR REPLACE INTO round_summaries (round_id, archer_id, setup_id, codename, name,
        maximum, status, date, setup_version, arrows, total, hits, golds, xs, ten_plus_x,
        possible, complete, handicap, classification)
      VALUES (?, nullif(?, ''), nullif(?, ''), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, id, row.archer, row.setup, summary.codename, summary.name, summary.maximum,
      summary.status.rawValue, summary.date.timeIntervalSince1970,
      summary.setupVersion, tally.arrows, tally.total, tally.hits, tally.golds, tally.xs,
      row.tenPlusX, row.possible, summary.isComplete, summary.handicap, summary.classification?.code
    )
    _ = try db.run(
      "INSERT OR REPLACE INTO round_summary_details (round_id, summary) VALUES (?, ?)", id, json)
  }

  /// Definitions by snapshot: every arrow rewrites its round's summary, and decoding the
  /// snapshot each time doubled `scoring_entry_to_saved_us`. Rounds share few snapshots; the
  /// cache is emptied past 256.
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

  private static func arrows(of id: String, _ db: Connection) throws -> [RoundSummary.Arrow] {
    try db.query(
      """
      SELECT e.end_number, a.points, a.is_x, a.is_miss
      FROM arrows a JOIN ends e ON e.id = a.end_id WHERE e.round_id = ?
      """, id
    ) { row in
      RoundSummary.Arrow(
        endNumber: row.int(0),
        value: ArrowValue(uncheckedPoints: row.int(1), isX: row.bool(2), isMiss: row.bool(3)))
    }
  }
}
