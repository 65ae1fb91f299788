import CoreInterfaces
import LiveDependencies
import Scoring
import Store

/// What `quiver check` reads, on two connections side by side (two readers of one file in WAL
/// mode): one walks every page and compares the indexes, the other starts on the summaries'
/// chunks at once; the first takes the chunks left when its walk is done
/// (`SummaryCheck.Queue`), so check takes about half the sum of the two, not the longer one.
enum CheckReads {
  /// Everything check compares, each read's failure kept, so a broken page is said first.
  struct Found {
    /// Broken pages, or (when every page is whole) the indexes that differ from their tables.
    var structure: Result<(damage: WholeFileDamage?, indexes: [String]), any Error>
    /// How many rounds there are, each summary line that differs and each damaged arrow.
    var summaries: Result<(Int, [String], [String]), any Error>
    /// The round rows every read names as damaged (`RoundClient.damagedRows`).
    var rows: Result<[StoreDamage], any Error>
  }

  /// Reads the file's structure on `pages` and the summaries on `database`, the summaries'
  /// chunks shared by both, then the round rows every read names as damaged.
  static func examine(_ database: Database, _ pages: Database) async -> Found {
    let queue = await caught {
      try await database.read { SummaryCheck.Queue(try RoundSummaries.IDRange.chunks($0)) }
    }
    async let walked = Self.structure(pages, thenSharing: try? queue.get())
    // The tables derived from the summaries first: the page walk takes more chunks meanwhile.
    // Each derived table beside what it is derived from, in one snapshot.
    let derived = await caught {
      try await Self.snapshot(database) { try SummaryCheck.derived($0) }
    }
    let mine = await caught { try await Self.compare(database, try queue.get()) }
    let (structure, theirs) = await walked
    let summaries = await caught {
      try await Self.finish(
        database, [try mine.get()] + (try theirs.map { [try $0.get()] } ?? []),
        derived: try derived.get())
    }
    let rows = await caught {
      try await CompositionRoot.withLiveDependencies(database: database) {
        @Dependency(\.rounds) var rounds
        return try await rounds.damagedRows()
      }
    }
    return Found(structure: structure, summaries: summaries, rows: rows)
  }

  /// What reading every page finds broken and, when every page is whole, each index of the
  /// summaries and rounds that does not hold what its table holds (`IndexCheck`); then the
  /// summaries' chunks no one has taken yet from `queue`.
  static func structure(_ pages: Database, thenSharing queue: SummaryCheck.Queue?) async -> (
    Result<(damage: WholeFileDamage?, indexes: [String]), any Error>,
    Result<SummaryCheck.Part, any Error>?
  ) {
    let structure = await caught { () async throws -> (WholeFileDamage?, [String]) in
      if let damage = try await pages.wholeFileDamage() { return (damage, []) }
      return (nil, try await pages.read { try IndexCheck.differences($0) })
    }
    guard let queue else { return (structure.map { (damage: $0.0, indexes: $0.1) }, nil) }
    let part = await caught { try await Self.compare(pages, queue) }
    return (structure.map { (damage: $0.0, indexes: $0.1) }, part)
  }

  /// The chunks this connection takes from `queue` whose summaries differ, in one snapshot.
  static func compare(_ database: Database, _ queue: SummaryCheck.Queue) async throws
    -> SummaryCheck.Part
  {
    try await snapshot(database) { try SummaryCheck.rounds($0, from: queue) }
  }

  /// How many rounds there are, the lines of `parts` in date order then `derived` (the
  /// derived tables'), and each damaged arrow, read in one snapshot.
  static func finish(_ database: Database, _ parts: [SummaryCheck.Part], derived: [String])
    async throws -> (Int, [String], [String])
  {
    try await snapshot(database) { db in
      let rounds = try db.query("SELECT count(*) FROM rounds") { $0.int(0) }.first ?? 0
      let findings = try SummaryCheck.finish(db, parts, derived: derived)
      // The rebuilt summaries count each round's damaged arrows by the same rule
      // (`ArrowDamage`): only the rounds they name are read again to name each arrow.
      let holding = Set(findings.holdingDamagedArrows.map { $0.lowercased() })
      return (rounds, findings.differences, try DamagedArrowRows.lines(db, rounds: holding))
    }
  }

  /// `body` on `database`'s connection in one read transaction: one snapshot for all its
  /// queries, and one lock, not one each.
  private static func snapshot<T: Sendable>(
    _ database: Database, _ body: @escaping @Sendable (Connection) throws -> T
  ) async throws -> T {
    try await database.read { db in
      try db.execute("BEGIN")
      defer { try? db.execute("COMMIT") }
      return try body(db)
    }
  }

  /// `body`'s value or its error, kept to be said in its place.
  private static func caught<T>(_ body: () async throws -> T) async -> Result<T, any Error> {
    do { return .success(try await body()) } catch { return .failure(error) }
  }
}
