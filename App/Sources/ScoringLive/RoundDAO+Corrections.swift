public import CoreInterfaces
import Foundation
public import Scoring
import Store

/// Corrections, each one transaction: a refusal (a value the face has not, an arrow another
/// writer changed, a round gone) leaves the store as it was. Every one writes arrows or rounds
/// only here, and each rewrites the round's stored summary before it commits (a deletion's
/// summary goes by the schema's cascade).
extension RoundDAO {
  /// Replaces the value of an arrow already entered, in any status, if it still holds
  /// `expecting`; its plotted position goes with the old value it gave (the same value again
  /// changes nothing, position included). Returns the arrows after.
  public func editArrow(_ id: RoundID, _ arrow: ScoredArrow, expecting: ArrowEntry) async throws
    -> [ScoredArrow]
  {
    try await database.write { db in
      // A correction fixes a round in any status; `place` checks the rest.
      var open = try Self.scorable(id, db)
      open.status = .inProgress
      _ = try open.place(of: arrow, held: 0)  // open: its phase never named
      let held = try Self.arrows(of: id, end: arrow.endNumber, db)
        .first { $0.arrowIndex == arrow.arrowIndex }
      guard let held else {
        throw CorrectionError.noArrow(end: arrow.endNumber, arrow: arrow.arrowIndex + 1)
      }
      guard held.entry == expecting else { throw ScoringError.changedElsewhere }
      let value = arrow.value
      // The same value again changes nothing: a plotted arrow keeps where it hit. A damaged
      // arrow is always rewritten.
      guard held.value != value || held.damagedPoints != nil else {
        return try Self.arrows(of: id, db)
      }
      _ = try db.run(
        """
        UPDATE arrows SET points = ?, is_x = ?, is_miss = ?, x = NULL, y = NULL
        WHERE arrow_index = ? AND round_id = ? AND end_number = ?
        """, value.points, value.isX, value.isMiss, arrow.arrowIndex, id.description,
        arrow.endNumber)
      try Self.touch(id, db)
      return try Self.arrows(of: id, db)
    }
  }

  /// Corrects the total of a round entered by its total alone, to one it can score on its
  /// faces; a round that kept its arrows is corrected arrow by arrow instead, and a club
  /// target's round with `club correct` (its advice first, stranger29d D12).
  public func editTotal(_ id: RoundID, to total: Int) async throws -> ShotRound {
    try await database.write { db in
      var round = try Self.owned(id, db)
      try Self.checkNotOnTarget(id, db)  // the target's advice first (stranger29d D12)
      guard round.recordedTotal != nil, try Self.arrows(of: id, db).isEmpty else {
        throw CorrectionError.arrowsKept
      }
      guard round.definition.canScore(total, bowStyle: round.bowStyle) else {
        throw CorrectionError.impossibleTotal(
          total, round: round.definition.name, maximum: round.definition.maxScore ?? 0)
      }
      _ = try db.run("UPDATE rounds SET recorded_total = ? WHERE id = ?", total, id.description)
      try Self.touch(id, db)
      round.recordedTotal = total
      return round
    }
  }

  /// Renames a round: its own snapshot of the definition changes, never the catalogue.
  public func rename(_ id: RoundID, to name: String) async throws -> ShotRound {
    let name = try Names.validated(name, "round name")
    return try await database.write { db in
      var round = try Self.owned(id, db)
      round.definition.name = name
      _ = try db.run(
        "UPDATE rounds SET definition = ? WHERE id = ?", try RoundJSON.encode(round.definition),
        id.description)
      try Self.touch(id, db)
      return round
    }
  }

  /// Deletes a round with its ends and arrows (the schema cascades); a damaged round too.
  public func delete(_ id: RoundID) async throws {
    try await database.write { db in
      try Self.checkOwner(id, db)
      try Self.checkNotOnTarget(id, db)
      let deleted = try db.run("DELETE FROM rounds WHERE id = ?", id.description)
      guard deleted > 0 else { throw ScoringError.roundNotFound(id) }
    }
  }

  /// Enters a round shot on paper for the active archer, completed, with every arrow or with
  /// its total alone.
  public func addShot(_ paper: PaperRound) async throws -> ShotRound {
    if let problem = paper.definition.validationProblem() {
      throw ScoringError.invalidCustomRound(problem)
    }
    var round = ShotRound(
      id: RoundID(), definition: paper.definition, status: .inProgress,
      bowStyle: paper.bowStyle, startedAt: paper.shotOn)
    let snapshot = try RoundJSON.encode(paper.definition)
    try await database.write { [round] db in
      _ = try db.run(
        """
        INSERT INTO rounds
          (id, codename, definition, status, bow_style, created_at, updated_at, archer_id,
           recorded_total)
        VALUES (?, ?, ?, 'inProgress', ?, ?, ?, \(ActiveArcher.value), ?)
        """, round.id.description, paper.definition.id, snapshot, paper.bowStyle?.rawValue,
        paper.shotOn.timeIntervalSince1970, Date().timeIntervalSince1970, paper.recordedTotal)
      for arrow in paper.arrows { try Self.save(arrow, in: round, db) }
      // Every arrow of a fixed round is in, so the rule every save applies completes it;
      // practice never completes itself, and practice shot on paper is over: it is finished,
      // as is a round entered by its total alone (it has no arrows to count).
      try Self.completeIfWhole(round, db)
      if paper.definition.isPractice || paper.recordedTotal != nil {
        _ = try db.run(
          "UPDATE rounds SET status = 'completed' WHERE id = ?", round.id.description)
      }
      try RoundSummaries.rewrite(round.id.description, db)
    }
    round.status = .completed
    round.recordedTotal = paper.recordedTotal
    return round
  }

  /// Marks a round changed now and rewrites its stored summary in the same transaction.
  static func touch(_ id: RoundID, _ db: Connection) throws {
    _ = try db.run(
      "UPDATE rounds SET updated_at = ? WHERE id = ?", Date().timeIntervalSince1970,
      id.description)
    try RoundSummaries.rewrite(id.description, db)
  }
}
