import CoreInterfaces
public import Foundation

/// The rule that lets two writers (the app and a command, or two apps) score one round without
/// losing an arrow: every write states what it expects to be there and who is writing, and a
/// store refuses a write whose expectation no longer holds. Both the SQLite store and the
/// in-memory one call these, so the rule has one home.
public enum WriterExpectation {
  /// An arrow as a store holds it: what was entered, and the writer that saved it (`nil` for
  /// arrows saved before writers were recorded, or imported).
  public typealias Held = (entry: ArrowEntry, writer: UUID?)

  /// What a store does with a save of `arrow` by `writer`, given what the end holds now
  /// (`stored`, in index order) and what the writer last saw there (`expected`): insert it;
  /// nothing, when this writer already saved exactly this arrow there (a retry); or refuse with
  /// ``ScoringError/changedElsewhere`` when another writer got there first — even with the same
  /// value, which is their arrow, not this one.
  public static func save(
    _ arrow: ScoredArrow, by writer: UUID, endHolds stored: [Held], writerSaw expected: [ArrowEntry]
  ) throws(ScoringError) -> Outcome {
    guard arrow.arrowIndex == expected.count else { throw .changedElsewhere }
    let entries = stored.map(\.entry)
    if entries == expected { return .insert }
    if entries == expected + [arrow.entry], stored.last?.writer == writer { return .alreadySaved }
    throw .changedElsewhere
  }

  /// Saves a line inside one transaction (or lock): each arrow is checked with
  /// ``save(_:by:endHolds:writerSaw:)`` against what its end holds now (`endHolds`, which sees
  /// the line's earlier inserts) and what the writer saw there — `writerSaw` for the first
  /// arrow's end, the line's own earlier arrows for any later end — and inserted with `insert`.
  /// The first refusal throws, so a caller that rolls back on a throw saves all or none.
  public static func saveLine(
    _ arrows: [ScoredArrow], by writer: UUID, writerSaw: [ArrowEntry],
    endHolds: (Int) throws -> [Held], insert: (ScoredArrow) throws -> Void
  ) throws {
    var seen: [Int: [ArrowEntry]] = [:]
    if let first = arrows.first { seen[first.endNumber] = writerSaw }
    for arrow in arrows {
      let expected = seen[arrow.endNumber] ?? []
      let held = try endHolds(arrow.endNumber)
      switch try save(arrow, by: writer, endHolds: held, writerSaw: expected) {
      case .insert: try insert(arrow)
      case .alreadySaved: break
      }
      seen[arrow.endNumber] = expected + [arrow.entry]
    }
  }

  /// Checks that an undo of `arrow` removes the arrow this writer entered: it must still be
  /// there, unchanged, and be the round's last (`roundArrows` in shooting order); otherwise
  /// another writer changed the round and removing it would take their arrow or leave a hole.
  public static func delete(_ arrow: ScoredArrow, roundArrows: [ScoredArrow]) throws(ScoringError) {
    guard roundArrows.last == arrow else { throw .changedElsewhere }
  }

  /// What a store does with a save.
  public enum Outcome: Sendable, Equatable {
    /// Write the arrow.
    case insert
    /// This writer's same arrow is already stored at its place: succeed without writing.
    case alreadySaved
  }
}
