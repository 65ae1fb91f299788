import CoreInterfaces
import Foundation

/// `quiver check`'s rule: every stored round summary must be what rebuilding it from the round's
/// arrows gives, in every column of its row and of its distances' rows; each difference is one
/// line naming the round and the figure; each archer's kept round count is checked too
/// (``RoundCountCheck``). The indexes are compared apart, beside the page walk (``IndexCheck``).
public enum SummaryCheck {
  /// What ``run(_:)`` finds.
  public struct Findings: Sendable, Equatable {
    /// One line per difference, rounds in date order, then each archer's year whose kept
    /// tallies differ (`YearTallies`).
    public var differences: [String] = []
    /// The rounds (their IDs as stored) whose rebuilt summaries count damaged arrows.
    public var holdingDamagedArrows: Set<String> = []
  }

  /// One line per difference between the stored summaries and the arrows, rounds in date order
  /// (then the kept yearly tallies'); empty when they agree.
  public static func differences(_ db: Connection) throws -> [String] {
    try run(db).differences
  }

  /// Compares every round's stored summary with the one its arrows give, a chunk of rounds at
  /// a time (`RoundSummaries/eachChunk(_:size:in:_:)`): memory holds a chunk's summaries and the
  /// differences found, never the store's rounds.
  public static func run(_ db: Connection) throws -> Findings {
    try finish(db, [try rounds(db)], derived: try derived(db))
  }

  /// The rounds in `range` that differ from their arrows, not yet in date order: a part of
  /// ``run(_:)``, so that `quiver check` can read two ranges side by side (``finish(_:_:derived:)``
  /// joins them).
  public static func rounds(
    _ db: Connection, in range: RoundSummaries.IDRange = .all
  ) throws -> Part {
    var part = Part()
    try RoundSummaries.eachChunk(db, in: range) { first, last in
      // Each round's ID and whether it starts on a date a rebuild can give, from the one scan
      // of the chunk's rounds that reads what their summaries are built for.
      var rounds: [(id: String, dated: Bool)] = []
      let contexts = try RoundContext.readAll(db, from: first, to: last) {
        rounds.append(($0, $1))
      }
      let built = try RoundSummaries.built(db, from: first, to: last, contexts: contexts)
      let storedRows = try RoundSummaries.storedAll(db, from: first, to: last)
      for (id, row) in built where row.summary.damagedArrows > 0 {
        part.holdingDamagedArrows.insert(id)
      }
      for (id, dated) in rounds {
        let found = differences(of: id, dated: dated, rebuilt: built[id], stored: storedRows[id])
        if !found.isEmpty { part.lines[id, default: []] += found }
      }
    }
    return part
  }

  /// The findings of `parts` (which together cover every round), each round's lines in date
  /// order, then `derived`: the kept tallies' and round counts' lines.
  public static func finish(_ db: Connection, _ parts: [Part], derived: [String]) throws
    -> Findings
  {
    var findings = Findings()
    var all = Part()
    for part in parts { all.add(part) }
    findings.holdingDamagedArrows = all.holdingDamagedArrows
    var lines = all.lines  // by round ID, for the rounds that differ
    if !lines.isEmpty {
      // Said in date order: one more scan of the rounds, only when something differs.
      _ = try db.query("SELECT id FROM rounds ORDER BY created_at, id") { row in
        if let found = lines.removeValue(forKey: row.string(0)) { findings.differences += found }
      }
    }
    findings.differences += derived
    return findings
  }

  /// What ``rounds(_:in:)`` finds in its range.
  public struct Part: Sendable {
    /// Each differing round's lines, by its ID as stored.
    public var lines: [String: [String]] = [:]
    /// The rounds whose rebuilt summaries count damaged arrows.
    public var holdingDamagedArrows: Set<String> = []

    /// Adds what another range found.
    mutating func add(_ other: Part) {
      lines.merge(other.lines) { $0 + $1 }
      holdingDamagedArrows.formUnion(other.holdingDamagedArrows)
    }
  }

  /// The rounds' chunks (`RoundSummaries.IDRange.chunks(_:size:)`), handed out one at a time to
  /// whichever reader asks first: `quiver check`'s two connections share the comparison this
  /// way, whatever else each has to do, and no chunk is compared twice or left out.
  public final class Queue: Sendable {
    private let ranges: [RoundSummaries.IDRange]
    private let next = Locked(0)

    /// A queue of `ranges`, which together cover every round.
    public init(_ ranges: [RoundSummaries.IDRange]) { self.ranges = ranges }

    /// The next chunk not yet taken, or `nil` once every one is.
    func take() -> RoundSummaries.IDRange? {
      next.withLock { taken in
        guard taken < ranges.count else { return nil }
        taken += 1
        return ranges[taken - 1]
      }
    }
  }

  /// Compares the chunks it takes from `queue` until none is left (``rounds(_:in:)`` each).
  public static func rounds(_ db: Connection, from queue: Queue) throws -> Part {
    var part = Part()
    while let range = queue.take() { part.add(try rounds(db, in: range)) }
    return part
  }

  /// The lines of the tables derived from the summaries (the kept yearly tallies, then the
  /// kept round counts, schema 16) that differ from what they are derived from.
  public static func derived(_ db: Connection) throws -> [String] {
    try YearTallies.differences(db) + RoundCountCheck.differences(db)
  }

  /// The lines for round `id`: its rebuilt summary beside its stored one.
  private static func differences(
    of id: String, dated: Bool, rebuilt: RoundSummaries.Row?,
    stored read: Result<RoundSummaries.Row, StoreDamage>?
  ) -> [String] {
    let place = "round \(id)"
    if !dated {
      // Another program wrote it; no rebuild can give it a day, so it is named, not summed.
      return [
        "\(place) starts on no date from 1900 to 9999; a repair cannot fix it (delete the round or restore a backup)"
      ]
    }
    let stored: RoundSummaries.Row?
    do throws(StoreDamage) {
      stored = try read?.get()
    } catch {
      return ["\(place): the stored summary cannot be read: \(error.problem)"]
    }
    switch (rebuilt, stored) {
    case (nil, nil): return []
    case (nil, .some): return ["\(place): a summary is stored, but the round cannot be read"]
    case (.some, nil): return ["\(place): no summary is stored"]
    case (.some(let rebuilt), .some(let stored)):
      // Equal rows show equal figures: only a row that differs is spelt out figure by figure
      // (naming every figure of 10,000 agreeing rounds was most of what `check` did).
      if rebuilt == stored { return [] }
      var lines: [String] = []
      let held = Dictionary(figures(stored), uniquingKeysWith: { first, _ in first })
      let expected = figures(rebuilt)
      for (name, want) in expected {
        let value = held[name, default: "none"]
        if value != want {
          lines.append("\(place): \(name) stored \(value), from the arrows \(want)")
        }
      }
      let names = Set(expected.map(\.0))
      for (name, value) in figures(stored) where !names.contains(name) {
        lines.append("\(place): \(name) stored \(value), from the arrows none")
      }
      return lines
    }
  }

  /// The figures a stored summary holds, named and written as ``differences(_:)`` shows them.
  static func figures(_ row: RoundSummaries.Row) -> [(String, String)] {
    let (summary, tally) = (row.summary, row.summary.tally)
    let optional = { (value: Int?) in value.map(String.init) ?? "none" }
    let distances = summary.distances.enumerated().flatMap { pass, subtotal in
      let (counts, name) = (subtotal.tally, "distance \(pass + 1)")
      return [
        (name, subtotal.distance.description), ("\(name) arrows", "\(counts.arrows)"),
        ("\(name) total", "\(counts.total)"), ("\(name) hits", "\(counts.hits)"),
        ("\(name) golds", "\(counts.golds)"), ("\(name) xs", "\(counts.xs)"),
      ]
    }
    return [
      ("codename", summary.codename), ("status", summary.status.rawValue),
      ("arrows", "\(tally.arrows)"), ("total", "\(tally.total)"), ("hits", "\(tally.hits)"),
      ("golds", "\(tally.golds)"), ("xs", "\(tally.xs)"), ("complete", "\(summary.isComplete)"),
      ("handicap", optional(summary.handicap)),
      ("classification", summary.classification?.code ?? "none"),
      ("10+X", "\(summary.tenPlusX)"), ("possible", "\(summary.possible)"),
      ("name", summary.name), ("maximum", optional(summary.maximum)),
      ("archer", row.archer), ("setup", row.setup),
      ("date", "\(summary.date.timeIntervalSince1970)"),
      ("setup version", optional(summary.setupVersion)),
      ("arrows in round", optional(summary.arrowsInRound)),
      ("damaged arrows", "\(summary.damagedArrows)"),
      ("arrows outside the round", "\(summary.arrowsOutsideRound)"),
    ] + distances
  }
}
