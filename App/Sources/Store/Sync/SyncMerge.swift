/// The one rule for a row two devices changed at once (docs/SYNC.md, "Conflicts"). Fields only
/// one side changed take that side's value. The fields both sides changed (every field, for a
/// row both added) are taken together from the later change: the one with the greater version
/// (``SyncedTables/versionColumn``, stamped as each store commits), then, for equal versions,
/// the side whose values sort greater in SQLite's order (a higher score). The rule needs only
/// the two rows, so every device keeps the same row whatever order changesets reach it in; the
/// side that lost is kept in the conflict list. Taking those fields together keeps a row whole
/// (an arrow's points, X and miss come from one side).
enum SyncMerge {
  /// The row to keep, the row to keep instead should a rule of the store refuse it (the other
  /// side's fields, for changes that only together break a rule), and whether a value was lost.
  struct Outcome {
    let row: [SQLiteValue]
    let otherwise: [SQLiteValue]
    let lost: Bool
  }

  /// `bookkeeping` names the columns whose difference alone is no loss (``SyncedTables/bookkeeping``).
  /// `version` is the version column's position: compared first, so the later change wins.
  static func merged(
    current: [SQLiteValue], change: Change, bookkeeping: Set<Int> = [], version: Int? = nil
  ) -> Outcome {
    var row = current
    var both: [Int] = version.map { [$0] } ?? []
    for column in current.indices where !change.primaryKey[column] && column != version {
      guard let incoming = change.new[column] else { continue }
      if change.operation == .insert || change.old[column] != current[column] {
        both.append(column)
      } else {
        row[column] = incoming
      }
    }
    let mine = both.map { current[$0] }
    let theirs = both.map { change.new[$0] ?? current[$0] }
    var other = row
    for (column, value) in zip(both, theirs) { other[column] = value }
    // `other` holds their values for the fields both changed; `row` still holds mine.
    guard mine != theirs else { return Outcome(row: row, otherwise: row, lost: false) }
    let lost = zip(both, zip(mine, theirs)).contains { column, values in
      !bookkeeping.contains(column) && values.0 != values.1
    }
    return sortsBefore(mine, theirs)
      ? Outcome(row: other, otherwise: row, lost: lost)
      : Outcome(row: row, otherwise: other, lost: lost)
  }

  /// Whether `a` sorts before `b`, field by field.
  static func sortsBefore(_ a: [SQLiteValue], _ b: [SQLiteValue]) -> Bool {
    for (x, y) in zip(a, b) where x != y {
      return SQLiteValue.sortsBefore(x, y)
    }
    return false
  }
}
