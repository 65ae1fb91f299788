public import CoreInterfaces
public import Foundation
public import Scoring
public import Store

/// Shared targets in SQLite (docs/STORE.md, "Targets"). Every entry reads the target whole,
/// applies `TargetBoard`'s rules and keeps what the outcome says in the same transaction: one
/// archer's line is one commit. A stored archer's end is written into the round the target's
/// row names for them, through `RoundDAO.save` (the round's own checks) and their summary, not
/// through `saveArrows`: the scorer writes another archer's round only through the target.
public struct TargetDAO: Sendable {
  let database: Database

  /// A DAO over `database`.
  public init(_ database: Database) { self.database = database }

  /// Starts a target: the rules check every entrant first, then the target, each stored
  /// archer's own round (theirs, in their history) and the archers' rows are written at once.
  public func start(
    _ round: RoundDefinition, _ entrants: [TargetBoard.Entrant], twoSheets: Bool
  ) async throws -> TargetBoard {
    if let problem = round.validationProblem() { throw ScoringError.invalidCustomRound(problem) }
    let board = try TargetBoard.start(round: round, entrants: entrants, twoSheets: twoSheets)
    let snapshot = try RoundJSON.encode(round)
    let now = board.created.timeIntervalSince1970
    let id = board.id.uuidString.lowercased()
    return try await database.write { db in
      for archer in board.target.archers {
        guard case .archer(let who, _) = archer.who else { continue }
        try Self.checkNoneUnfinished(round, of: who.description, archer.name, db)
      }
      _ = try db.run(
        "INSERT INTO targets (id, codename, definition, two_sheets, created_at) VALUES (?, ?, ?, ?, ?)",
        id, round.id, snapshot, twoSheets, now)
      for archer in board.target.archers {
        var roundID: String?
        var archerID: String?
        if case .archer(let who, _) = archer.who {
          let owner = who.description
          let made = RoundID().description
          _ = try db.run(
            """
            INSERT INTO rounds (id, codename, definition, status, bow_style, created_at,
              updated_at, archer_id)
            VALUES (?, ?, ?, 'inProgress',
              coalesce(?, (SELECT bow_style FROM archers WHERE id = ?)), ?, ?, ?)
            """, made, round.id, snapshot, archer.bowStyle?.rawValue, owner, now, now, owner)
          try RoundSummaries.rewrite(made, db)
          (roundID, archerID) = (made, owner)
        }
        _ = try db.run(
          """
          INSERT INTO target_archers
            (target_id, letter, name, guest, archer_id, round_id, bow_style)
          VALUES (?, ?, ?, ?, ?, ?,
            coalesce(?, (SELECT bow_style FROM archers WHERE id = ?)))
          """, id, archer.letter.rawValue, archer.name, archerID == nil, archerID, roundID,
          archer.bowStyle?.rawValue, archerID)
      }
      return try Self.board(board.id, db)
    }
  }

  /// The target whose ID starts with `text`, or the newest one for `nil`.
  public func find(_ text: String?) async throws -> UUID {
    try await database.read { db in
      let ids: [String]
      if let text {
        let prefix = text.lowercased().filter { $0.isHexDigit || $0 == "-" }
        guard !prefix.isEmpty, prefix.count == text.count else {
          throw TargetError.noTarget(text)
        }
        ids = try db.query(
          "SELECT id FROM targets WHERE id >= ? AND id < ? || 'g' LIMIT 2", prefix, prefix
        ) { $0.string(0) }
        guard ids.count < 2 else { throw TargetError.ambiguousTarget(text) }
      } else {
        ids = try db.query("SELECT id FROM targets ORDER BY created_at DESC, id LIMIT 1") {
          $0.string(0)
        }
      }
      guard let first = ids.first, let id = UUID(uuidString: first) else {
        throw TargetError.noTarget(text)
      }
      return id
    }
  }

  /// Every target, newest first, each read whole.
  public func list() async throws -> [TargetBoard] {
    try await database.read { db in
      let ids = try db.query("SELECT id FROM targets ORDER BY created_at DESC, id") {
        $0.string(0)
      }
      return try ids.compactMap(UUID.init(uuidString:)).map { try Self.board($0, db) }
    }
  }

  /// The target now and after every commit that changes a table it read.
  public func observeTarget(_ id: UUID) -> Flow<TargetBoard> {
    database.observe { db in try Self.board(id, db) }
  }

  /// Enters one archer's end on sheet 1 or 2: one transaction.
  public func enter(_ id: UUID, _ letter: TargetLetter, _ notation: [String], sheet: Int)
    async throws -> TargetBoard.Outcome
  {
    try await change(id) { board throws(TargetError) in
      try board.enter(notation, for: letter, sheet: sheet)
    }
  }

  /// Enters several archers' lines of one end: one transaction, all or none.
  public func enterAll(
    _ id: UUID, _ lines: [(TargetLetter, [String])], sheet: Int, reason: String?
  ) async throws -> [TargetBoard.Outcome] {
    try await database.write { db in
      var board = try Self.board(id, db)
      let outcomes = try board.enterAll(lines, sheet: sheet, reason: reason)
      for outcome in outcomes { try Self.keep(outcome, of: board, db) }
      return outcomes
    }
  }

  /// Settles an archer's disputed end: one transaction.
  public func settle(_ id: UUID, _ letter: TargetLetter, _ notation: [String], reason: String)
    async throws -> TargetBoard.Outcome
  {
    try await change(id) { board throws(TargetError) in
      try board.settle(notation, for: letter, reason: reason)
    }
  }

  /// Corrects one arrow of an archer's saved end, recording its reason: one transaction.
  public func correct(
    _ id: UUID, _ letter: TargetLetter, end: Int, arrow: Int, to notation: String,
    reason: String? = nil
  ) async throws -> TargetBoard.Outcome {
    try await change(id) { board throws(TargetError) in
      try board.correct(letter, end: end, arrow: arrow, to: notation, reason: reason)
    }
  }

  /// Withdraws an archer, one transaction: the target's row keeps it (a guest's withdrawal has
  /// no round to hold it), a stored archer's round ends early as `rounds finish` ends it, or is
  /// cancelled when no end of theirs is saved (the board's rule, stranger29d D8; a first sheet
  /// of theirs that waits refuses the withdrawal there).
  public func withdraw(_ id: UUID, _ letter: TargetLetter) async throws -> TargetBoard {
    try await database.write { db in
      var board = try Self.board(id, db)
      let phase = try board.withdrawal(of: letter).phase
      try board.withdraw(letter)
      let key = id.uuidString.lowercased()
      _ = try db.run(
        "UPDATE target_archers SET withdrawn = ? WHERE target_id = ? AND letter = ?",
        phase.rawValue, key, letter.rawValue)
      if let round = board.rounds[letter] {
        _ = try db.run(
          """
          UPDATE rounds SET status = ?, updated_at = ?
          WHERE id = ? AND status IN ('inProgress', 'paused')
          """, phase == .cancelled ? "cancelled" : "completed", Date().timeIntervalSince1970,
          round.description)
        try RoundSummaries.rewrite(round.description, db)
      }
      return try Self.board(id, db)
    }
  }

  /// Reads the board, applies `body` and keeps its outcome, all in one transaction.
  private func change(
    _ id: UUID,
    _ body: @escaping @Sendable (inout TargetBoard) throws(TargetError) -> TargetBoard.Outcome
  ) async throws -> TargetBoard.Outcome {
    try await database.write { db in
      var board = try Self.board(id, db)
      let outcome = try body(&board)
      try Self.keep(outcome, of: board, db)
      return outcome
    }
  }
}
