/// A stored row a reader cannot represent (edited by another tool, an older version, or damaged):
/// one line naming the row. The row is left as it is, and every other row still reads. Every
/// room's reader reports damage with it; lists return it beside the rows that read (``Listed``).
public struct StoreDamage: Error, Equatable, CustomStringConvertible {
  /// The row, as `arrow (end 2, arrow 3) of round ID`.
  public var row: String
  /// What is wrong with it.
  public var problem: String
  /// The damaged record's ID when it could be read, so a look-up by ID can say "damaged" rather
  /// than "no such record".
  public var id: String?

  /// Damage of `row`.
  public init(row: String, problem: String) {
    self.row = row
    self.problem = problem
  }

  /// Damage of `row`, the record `id`.
  public init(row: String, problem: String, id: String) {
    self.init(row: row, problem: problem)
    self.id = id
  }

  /// One line naming the row.
  public var description: String {
    "the database holds a damaged \(row) (\(problem)); it was left as it is"
  }
}
