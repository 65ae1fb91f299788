import CoreInterfaces

extension ArchersDAO {
  /// A removed archer stays on each club target they shot on as a guest of the same name, as a
  /// match keeps a removed archer's name: their arrows are copied to the target's guest arrows
  /// and the target's row no longer names them nor their round (which goes with the archer).
  /// One who had withdrawn (their round cancelled or ended early) stays withdrawn as the guest
  /// (stranger29c C1): the row keeps the phase they left with.
  static func leaveTargets(_ id: ArcherID, _ db: Connection) throws {
    _ = try db.run(
      """
      UPDATE target_archers SET withdrawn = (
        SELECT CASE
          WHEN r.status = 'cancelled' THEN 'cancelled'
          WHEN r.status = 'completed' AND coalesce(s.complete, 1) = 0 THEN
            CASE WHEN s.arrows_in_round IS NULL THEN 'practiceFinished' ELSE 'endedEarly' END
        END
        FROM rounds r LEFT JOIN round_summaries s ON s.round_id = r.id
        WHERE r.id = target_archers.round_id)
      WHERE archer_id = ? AND withdrawn IS NULL
      """, id.description)
    _ = try db.run(
      """
      INSERT INTO target_guest_arrows
        (target_id, letter, end_number, arrow_index, points, is_x, is_miss)
      SELECT t.target_id, t.letter, a.end_number, a.arrow_index, a.points, a.is_x, a.is_miss
      FROM target_archers t JOIN arrows a ON a.round_id = t.round_id
      WHERE t.archer_id = ?
      """, id.description)
    _ = try db.run(
      "UPDATE target_archers SET guest = 1, archer_id = NULL, round_id = NULL WHERE archer_id = ?",
      id.description)
  }
}
