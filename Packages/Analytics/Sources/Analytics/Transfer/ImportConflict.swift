public import CoreInterfaces
public import Foundation

/// Rounds an import would have overwritten: their IDs are stored already, with different
/// content. The import stops before writing anything and names each one, so nothing a file
/// holds is silently dropped and nothing stored is silently kept over it.
public struct ImportConflict: Error, Equatable, Sendable, LocalizedError {
  /// The conflicting rounds, as the file has them (a streamed import keeps none of their arrows:
  /// the refusal names rounds, not arrows).
  public let rounds: [RoundRecord]
  /// The archer each round stored for another archer is stored for, by name (shown safely).
  public let owners: [RoundID: String]

  /// A conflict over `rounds`, those in `owners` stored for another archer.
  public init(rounds: [RoundRecord], owners: [RoundID: String] = [:]) {
    self.rounds = rounds
    self.owners = owners
  }

  /// `Nothing was imported: 1 round in the file differs from the stored round with the same ID
  /// (3a064f12 WA 18 m, 2026-11-24). …`: the first few rounds by name, the rest counted.
  public var errorDescription: String? { description(file: "the file") }

  /// The message, naming the imported file as `file`.
  public func description(file: String) -> String {
    let differing = rounds.filter { owners[$0.id] == nil }
    let named = Self.listed(differing.map(Self.name))
    let count = differing.count == 1 ? "1 round" : "\(differing.count) rounds"
    let differs =
      differing.count == 1 ? "differs from the stored round" : "differ from the stored rounds"
    let others = rounds.compactMap { record in
      owners[record.id].map { "round \(Self.name(record)) in \(file) is \($0)'s here" }
    }
    let problems =
      (differing.isEmpty ? [] : ["\(count) in \(file) \(differs) with the same ID (\(named))"])
      + others.prefix(Self.shown)
      + (others.count > Self.shown
        ? ["\(others.count - Self.shown) more rounds in \(file) are other archers' here"] : [])
    return "Nothing was imported: \(problems.joined(separator: "; ")). "
      + "Remove \(rounds.count == 1 ? "it" : "them") from the file, or import it into another database."
  }

  /// How many rounds a message names; the rest are counted, so a refusal stays one readable
  /// line however many rounds a file holds (2,499 named came to 60,000 characters).
  static let shown = 5

  /// The first ``shown`` of `names`, then how many more.
  static func listed(_ names: [String]) -> String {
    let more = names.count > shown ? ["and \(names.count - shown) more"] : []
    return (names.prefix(shown) + more).joined(separator: "; ")
  }

  /// `3a064f12 WA 18 m, 2026-11-24`.
  static func name(_ record: RoundRecord) -> String {
    "\(record.id.description.prefix(8)) \(ImportText.shortened(record.name)), "
      + LocalDay.text(record.startedAt)
  }

  /// Splits `records` by what is stored under their IDs (`stored` reads one): rounds to add, and
  /// how many are already there identically; throws ``ImportConflict`` naming every round stored
  /// with different content.
  public static func sort(
    _ records: [RoundRecord], stored: (RoundID) throws -> RoundRecord?
  ) throws -> (new: [RoundRecord], identical: Int) {
    var new: [RoundRecord] = []
    var identical = 0
    var conflicts: [RoundRecord] = []
    for record in records {
      switch try classify(record, stored: stored) {
      case .new: new.append(record)
      case .identical: identical += 1
      case .differs: conflicts.append(record)
      }
    }
    guard conflicts.isEmpty else { throw ImportConflict(rounds: conflicts) }
    return (new, identical)
  }

  /// How a round of a file stands against the store.
  public enum Standing: Sendable, Equatable {
    /// Its ID is not stored.
    case new
    /// Stored already, with the same content.
    case identical
    /// Stored with different content: a conflict.
    case differs
  }

  /// How `record` stands against what `stored` reads under its ID: ``sort(_:stored:)`` a round
  /// at a time, for an import that holds one round.
  public static func classify(_ record: RoundRecord, stored: (RoundID) throws -> RoundRecord?)
    rethrows -> Standing
  {
    guard let existing = try stored(record.id) else { return .new }
    return sameContent(existing, record) ? .identical : .differs
  }

  /// Equal but for the order arrows are listed in, the start's precision beyond what an export
  /// file holds (a millisecond; the first files, a second), and the bow setup (its ID names a
  /// record of the store it came from; a store without it keeps no version): an export imported
  /// back into its own store adds nothing.
  static func sameContent(_ a: RoundRecord, _ b: RoundRecord) -> Bool {
    guard abs(a.startedAt.timeIntervalSince(b.startedAt)) < 1 else { return false }
    func ordered(_ record: RoundRecord) -> RoundRecord {
      var copy = record
      copy.startedAt = b.startedAt
      copy.bowSetup = nil
      copy.bowSetupName = nil
      if a.bowSetupVersion == nil || b.bowSetupVersion == nil { copy.bowSetupVersion = nil }
      copy.arrows.sort { ($0.endNumber, $0.arrowIndex) < ($1.endNumber, $1.arrowIndex) }
      return copy
    }
    return ordered(a) == ordered(b)
  }
}
