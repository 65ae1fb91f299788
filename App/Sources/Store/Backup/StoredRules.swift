import CoreInterfaces
public import Foundation

/// The rules the store's own readers apply to archers, settings and rounds, as one list of
/// problems over every archer's rows: what a restore refuses before it commits, so a backup
/// edited by hand cannot plant a row the app would read as damaged.
public enum StoredRules {
  /// Rounds the readers take: starting from 1900 to 9999, as seconds since 1970 (a restore and
  /// an import take only what `Bounded.startProblem` allows: up to 9998 and not in the future).
  public static let dates: ClosedRange<Double> = -2_208_988_800...253_402_300_799

  /// One line per problem, empty when every row reads; round dates are judged at `now`.
  public static func problems(_ db: Connection, now: Date = Date()) throws -> [String] {
    let archers = try ArchersDAO.listed(in: db)
    var problems = archers.damaged.map(\.description) + sameNames(archers.items)
    let active = try db.query("SELECT value FROM settings WHERE key = 'active_archer'") {
      $0.string(0)
    }.first
    if let active, try db.scalar("SELECT 1 FROM archers WHERE id = ?", active) == nil {
      problems.append("the active archer '\(Names.shownSafely(active))' is no archer")
    }
    let settings = try SettingsRows.read(db)
    problems += settings.damaged.sorted { $0.key < $1.key }.map { "setting \($0.key): \($0.value)" }
    let strays =
      try db.query(
        "SELECT count(*) FROM arrows WHERE arrow_index NOT BETWEEN 0 AND ?",
        Bounded.arrowsPerEnd.upperBound - 1
      ) { $0.int(0) }.first ?? 0
    if strays > 0 {
      problems.append(
        "\(strays) \(strays == 1 ? "arrow sits" : "arrows sit") at no place an end has")
    }
    let xs =
      try db.query("SELECT count(*) FROM arrows WHERE is_x = 1 AND points <> 10") {
        $0.int(0)
      }.first ?? 0
    if xs > 0 {
      problems.append(
        "\(xs) \(xs == 1 ? "arrow is" : "arrows are") written X on a score other than 10")
    }
    return problems + (try arrowProblems(db)) + (try roundProblems(db, now: now))
  }

  /// Two archers whose names are one name by the rule `archers add` applies (`Archer.isNamed`),
  /// each pair named once: `archers switch` could not tell them apart.
  static func sameNames(_ archers: [Archer]) -> [String] {
    var problems: [String] = []
    for (index, archer) in archers.enumerated() {
      for other in archers[(index + 1)...] where other.isNamed(archer.name) {
        problems.append(
          "archers '\(Names.shownSafely(archer.name))' (\(archer.id)) and "
            + "'\(Names.shownSafely(other.name))' (\(other.id)) have one name")
      }
    }
    return problems
  }

  /// A plotted position must be within `Bounded.plotMetres` and an arrow's number within
  /// `Bounded.arrowsInSet`, as the readers take them; each round holding one is named.
  private static func arrowProblems(_ db: Connection) throws -> [String] {
    let (low, high) = (Bounded.plotMetres.lowerBound, Bounded.plotMetres.upperBound)
    return try db.query(
      """
      SELECT a.round_id, count(*) FROM arrows a
      WHERE a.x NOT BETWEEN ?1 AND ?2 OR a.y NOT BETWEEN ?1 AND ?2
        OR a.arrow_number NOT BETWEEN ?3 AND ?4
      GROUP BY a.round_id ORDER BY a.round_id
      """, low, high, Bounded.arrowsInSet.lowerBound, Bounded.arrowsInSet.upperBound
    ) { row in
      let count = row.int(1)
      return
        "round \(Names.shownSafely(String(row.string(0).prefix(40)))) holds \(count) arrow\(count == 1 ? "" : "s") plotted beyond ±\(NumberText.plain(high)) m or numbered outside \(Bounded.arrowsInSet.lowerBound)–\(Bounded.arrowsInSet.upperBound)"
    }
  }

  /// Each round must read, start on a date Quiver takes at `now` (`Bounded.startProblem`), and hold only arrows its faces score, inside
  /// its ends; a total entered alone must be one the round can score, on a round with no arrows.
  private static func roundProblems(_ db: Connection, now: Date) throws -> [String] {
    var problems: [String] = []
    // A chunk of rounds at a time, in ID order: each round's summary from its arrows is built
    // with its chunk's (one query a chunk, not one a round), and only the chunk's are held.
    try RoundSummaries.eachChunk(db) { first, last in
      let rounds = try db.query(
        "SELECT id, created_at, recorded_total FROM rounds WHERE id BETWEEN ?1 AND ?2 ORDER BY id",
        first, last
      ) { ($0.string(0), $0.double(1), $0.optionalInt(2)) }
      let built = try RoundSummaries.built(db, from: first, to: last)
      for (id, date, recorded) in rounds {
        problems += roundProblems(id, date: date, recorded: recorded, built[id]?.summary, now: now)
      }
    }
    return problems
  }

  /// Round `id`'s problems, by the rules ``roundProblems(_:now:)`` names, from its start, its
  /// recorded total and its summary from its arrows (`nil`: its definition or status cannot be
  /// read).
  private static func roundProblems(
    _ id: String, date: Double?, recorded: Int?, _ summary: RoundSummary?, now: Date
  ) -> [String] {
    let place = "round \(Names.shownSafely(String(id.prefix(40))))"
    guard let date, dates.contains(date) else {
      return ["\(place) starts on no date from 1900 to 9998"]
    }
    var problems: [String] = []
    if let problem = Bounded.startProblem(date, now: now.timeIntervalSince1970) {
      problems.append("\(place) \(problem)")
    }
    guard let summary else {
      return problems + ["\(place): its definition or status cannot be read"]
    }
    if summary.damagedArrows > 0 {
      problems.append("\(place) holds an arrow whose points no face of its ends scores")
    }
    if summary.arrowsOutsideRound > 0 {
      problems.append("\(place) holds an arrow outside its ends")
    }
    if let recorded,
      !(summary.isComplete && summary.tally.hits == 0 && summary.tally.total == recorded)
    {
      problems.append("\(place) has a recorded total it cannot score, or arrows beside it")
    }
    return problems
  }
}
