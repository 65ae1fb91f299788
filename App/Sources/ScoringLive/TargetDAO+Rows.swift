import CoreInterfaces
import Foundation
import Scoring
import Store

extension TargetDAO {
  /// An archer's row: their letter, who, and the round their arrows go to (none for a guest).
  struct ArcherRow {
    let archer: TargetArcher
    let round: RoundID?
    /// The phase a guest left with, kept on the row (a removed archer who had withdrawn).
    let withdrawn: RoundProgress.Phase?
  }

  /// The target `id` read whole: its round, archers, each one's saved ends, the sheets waiting
  /// and the settled ends.
  static func board(_ id: UUID, _ db: Connection) throws -> TargetBoard {
    let key = id.uuidString.lowercased()
    let heads = try db.query(
      "SELECT definition, two_sheets, created_at FROM targets WHERE id = ?", key
    ) { row in (definition: row.string(0), twoSheets: row.bool(1), created: row.double(2) ?? 0) }
    guard let head = heads.first else { throw TargetError.noTarget(key) }
    guard let round = try? RoundJSON.decode(head.definition) else {
      throw StoreDamage(row: "target \(key)", problem: "its round cannot be read", id: key)
    }
    let rows = try archers(key, db)
    var ends: [TargetLetter: [[ArrowValue]]] = [:]
    var closed: [TargetLetter: RoundProgress.Phase] = [:]
    for row in rows {
      guard let roundID = row.round else {
        ends[row.archer.letter] = try guestEnds(key, row.archer.letter, db)
        if let phase = row.withdrawn { closed[row.archer.letter] = phase }
        continue
      }
      let arrows = try RoundDAO.arrows(of: roundID, db)
      ends[row.archer.letter] = try grouped(arrows.map { ($0.endNumber, $0.value) })
      // A round that takes no arrows (paused, cancelled, ended early) closes the archer's place.
      let round = try RoundDAO.round(roundID, db)
      let phase = round.progress(holding: arrows.count).phase
      if !RoundProgress.takesArrows(in: round.status), phase != .completed {
        closed[row.archer.letter] = phase
      }
    }
    let target = Target(
      restoring: round, archers: rows.map(\.archer), ends: ends, closed: closed)
    var sheets: [TargetLetter: TwoScorerEnd] = [:]
    for sheet in try db.query(
      "SELECT letter, end_number, first, second, second IS NULL FROM target_sheets WHERE target_id = ?",
      key,
      transform: { row in
        (row.string(0), row.int(1), row.string(2), row.bool(4) ? nil : row.string(3))
      })
    {
      guard let letter = TargetLetter(rawValue: sheet.0) else { continue }
      sheets[letter] = TwoScorerEnd(
        restoring: letter, end: sheet.1, first: try values(sheet.2),
        second: try sheet.3.map(values), settled: nil)
    }
    let settled = try db.query(
      """
      SELECT letter, end_number, first, second, kept, reason FROM target_settlements
      WHERE target_id = ? ORDER BY settled_at, letter
      """, key
    ) { row -> TwoScorerEnd? in
      guard let letter = TargetLetter(rawValue: row.string(0)) else { return nil }
      return TwoScorerEnd(
        restoring: letter, end: row.int(1), first: try values(row.string(2)),
        second: try values(row.string(3)),
        settled: (arrows: try values(row.string(4)), reason: row.string(5)))
    }.compactMap { $0 }
    let corrections = try db.query(
      """
      SELECT letter, end_number, arrow_index, was, now, reason FROM target_corrections
      WHERE target_id = ? ORDER BY corrected_at, id
      """, key
    ) { row -> TargetCorrection? in
      guard let letter = TargetLetter(rawValue: row.string(0)),
        let was = try values(row.string(3)).first, let now = try values(row.string(4)).first
      else { return nil }
      return TargetCorrection(
        letter: letter, end: row.int(1), arrow: row.int(2) + 1, was: was, now: now,
        reason: row.string(5))
    }.compactMap { $0 }
    return TargetBoard(
      id: id, created: Date(timeIntervalSince1970: head.created), twoSheets: head.twoSheets,
      target: target, sheets: sheets, settled: settled,
      rounds: Dictionary(
        rows.compactMap { row in row.round.map { (row.archer.letter, $0) } },
        uniquingKeysWith: { first, _ in first }),
      corrections: corrections)
  }

  /// A guest's ends, kept with the target.
  private static func guestEnds(_ key: String, _ letter: TargetLetter, _ db: Connection) throws
    -> [[ArrowValue]]
  {
    try grouped(
      try db.query(
        """
        SELECT end_number, points, is_x, is_miss FROM target_guest_arrows
        WHERE target_id = ? AND letter = ? ORDER BY end_number, arrow_index
        """, key, letter.rawValue
      ) { row in
        (
          row.int(0),
          ArrowValue(
            uncheckedPoints: Bounded.clamped(row.int(1), to: Bounded.arrowPoints),
            isX: row.bool(2), isMiss: row.bool(3))
        )
      })
  }

  /// The target's archers in letter order.
  static func archers(_ key: String, _ db: Connection) throws -> [ArcherRow] {
    try db.query(
      """
      SELECT letter, name, guest, archer_id, round_id, bow_style, withdrawn FROM target_archers
      WHERE target_id = ? ORDER BY letter
      """, key
    ) { row -> ArcherRow? in
      guard let letter = TargetLetter(rawValue: row.string(0)) else { return nil }
      let name = row.string(1)
      let archerID = ArcherID(uuidString: row.string(3))
      let who: TargetArcher.Who =
        if !row.bool(2), let archerID { .archer(archerID, name: name) } else { .guest(name: name) }
      return ArcherRow(
        archer: TargetArcher(letter: letter, who: who, bowStyle: BowStyle(rawValue: row.string(5))),
        round: RoundID(uuidString: row.string(4)),
        withdrawn: RoundProgress.Phase(rawValue: row.string(6)))
    }.compactMap { $0 }
  }

  /// Keeps what an entry did, in the entry's transaction.
  static func keep(_ outcome: TargetBoard.Outcome, of board: TargetBoard, _ db: Connection)
    throws
  {
    let key = board.id.uuidString.lowercased()
    switch outcome {
    case .saved(let letter, let end, _): try checkTakesArrows(key, letter, end: end, db)
    case .awaitingSecond(let sheet), .differs(let sheet), .settled(let sheet):
      try checkTakesArrows(key, sheet.letter, end: sheet.end, db)
    case .corrected: break  // a correction reaches a round in any status, as `rounds edit` does
    }
    switch outcome {
    case .saved(let letter, let end, let arrows):
      try saveEnd(key, letter, end: end, arrows, db)
    case .awaitingSecond(let sheet):
      _ = try db.run(
        "INSERT INTO target_sheets (target_id, letter, end_number, first) VALUES (?, ?, ?, ?)",
        key, sheet.letter.rawValue, sheet.end, try json(sheet.first))
    case .differs(let sheet):
      _ = try db.run(
        "UPDATE target_sheets SET second = ? WHERE target_id = ? AND letter = ?",
        try json(sheet.second ?? []), key, sheet.letter.rawValue)
    case .settled(let sheet):
      guard let settlement = sheet.settlement else { return }
      try saveEnd(key, sheet.letter, end: sheet.end, settlement.arrows, db)
      _ = try db.run(
        """
        INSERT INTO target_settlements
          (target_id, letter, end_number, first, second, kept, reason, settled_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """, key, sheet.letter.rawValue, sheet.end, try json(sheet.first),
        try json(sheet.second ?? []), try json(settlement.arrows), settlement.reason,
        Date().timeIntervalSince1970)
    case .corrected(let letter, let end, let arrow, let value, let recorded):
      try saveArrows(key, letter, end: end, [(arrow - 1, value)], db)
      guard let recorded else { return }
      _ = try db.run(
        """
        INSERT INTO target_corrections
          (id, target_id, letter, end_number, arrow_index, was, now, reason, corrected_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """, UUID().uuidString.lowercased(), key, letter.rawValue, end, arrow - 1,
        try json([recorded.was]), try json([recorded.now]), recorded.reason,
        Date().timeIntervalSince1970)
    }
  }

  /// Refuses (`unfinishedRound`) a stored archer who has a round of `definition`'s kind open (in
  /// progress or paused), on a target or not: `rounds start`'s rule, one open round of a kind.
  static func checkNoneUnfinished(
    _ definition: RoundDefinition, of archer: String, _ name: String, _ db: Connection
  ) throws {
    let open = try db.query(
      """
      SELECT r.id, coalesce(t.target_id, '') FROM rounds r LEFT JOIN target_archers t ON t.round_id = r.id
      WHERE r.archer_id = ? AND r.codename = ? AND r.status IN ('inProgress', 'paused')
      ORDER BY r.created_at DESC, r.id LIMIT 1
      """, archer, definition.id
    ) { ($0.string(0), $0.string(1)) }
    guard let (round, target) = open.first else { return }
    throw TargetError.unfinishedRound(
      name: name, roundName: definition.name, round: String(round.prefix(8)),
      target: target.isEmpty ? nil : String(target.prefix(8)))
  }

  /// Refuses (`roundClosed`) a new end for a stored archer whose own round no longer takes
  /// arrows (cancelled or ended early with `quiver rounds`): the rule `rounds score` applies.
  private static func checkTakesArrows(
    _ key: String, _ letter: TargetLetter, end: Int, _ db: Connection
  ) throws {
    let row = try archers(key, db).first { $0.archer.letter == letter }
    guard let roundID = row?.round else { return }
    let round = try RoundDAO.round(roundID, db)
    guard RoundProgress.takesArrows(in: round.status) else {
      let held = try RoundDAO.arrows(of: roundID, db).count
      throw TargetError.roundClosed(letter, end: end, round.progress(holding: held).phase)
    }
  }

  /// Saves a whole end and clears its waiting sheet.
  private static func saveEnd(
    _ key: String, _ letter: TargetLetter, end: Int, _ arrows: [ArrowValue], _ db: Connection
  ) throws {
    try saveArrows(key, letter, end: end, Array(arrows.enumerated()), db)
    _ = try db.run(
      "DELETE FROM target_sheets WHERE target_id = ? AND letter = ?", key, letter.rawValue)
  }

  /// Writes arrows (index from 0) of the archer's end: into their round, through the round's
  /// own checks and summary (the round the target's row names, and only it), or a guest's row.
  private static func saveArrows(
    _ key: String, _ letter: TargetLetter, end: Int, _ arrows: [(Int, ArrowValue)],
    _ db: Connection
  ) throws {
    let row = try archers(key, db).first { $0.archer.letter == letter }
    guard let row else { throw TargetError.letterNotOnTarget(letter.rawValue, letters: []) }
    guard let roundID = row.round else {
      for (index, value) in arrows {
        _ = try db.run(
          """
          INSERT INTO target_guest_arrows
            (target_id, letter, end_number, arrow_index, points, is_x, is_miss)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT DO UPDATE SET points = excluded.points, is_x = excluded.is_x,
            is_miss = excluded.is_miss
          """, key, letter.rawValue, end, index, value.points, value.isX, value.isMiss)
      }
      return
    }
    var round = try RoundDAO.round(roundID, db)
    // A correction may reach a completed round, as `rounds edit` may.
    round.status = .inProgress
    for (index, value) in arrows {
      try RoundDAO.save(
        ScoredArrow(endNumber: end, arrowIndex: index, value: value), in: round, db)
    }
    let stored = try RoundDAO.round(roundID, db)
    try RoundDAO.completeIfWhole(stored, db)
    try RoundDAO.touch(roundID, db)
  }

  /// Arrows grouped into ends by their end number, in order; an end number no round has
  /// (written by another tool) is damage naming the target, never a huge allocation.
  private static func grouped(_ arrows: [(Int, ArrowValue)]) throws -> [[ArrowValue]] {
    var ends: [[ArrowValue]] = []
    for (end, value) in arrows {
      guard Bounded.endNumber.contains(end) else {
        throw StoreDamage(
          row: "a target's guest arrow (end \(end))", problem: "no round has that end")
      }
      while ends.count < end { ends.append([]) }
      ends[end - 1].append(value)
    }
    return ends
  }

  private static func json(_ arrows: [ArrowValue]) throws -> String {
    String(decoding: try JSONEncoder().encode(arrows), as: UTF8.self)
  }

  private static func values(_ text: String) throws -> [ArrowValue] {
    try JSONDecoder().decode([ArrowValue].self, from: Data(text.utf8))
  }
}
