/// A commit counter per table, and one for commits by other processes (whose tables are not
/// known): an observed query re-runs when a counter of a table it read, or the other-process
/// counter, moves.
struct TableVersions: Equatable, Sendable {
  private var tables: [String: UInt64] = [:]
  private var elsewhere: UInt64 = 0

  /// Counts a commit by this connection that changed `changed`.
  mutating func commit(_ changed: Set<String>) {
    for table in changed { tables[table, default: 0] += 1 }
  }

  /// Counts a commit by another connection or process.
  mutating func commitElsewhere() { elsewhere += 1 }

  /// Whether anything a query reading `read` depends on changed between `earlier` and `self`.
  func changed(since earlier: TableVersions, for read: Set<String>) -> Bool {
    elsewhere != earlier.elsewhere || read.contains { tables[$0] != earlier.tables[$0] }
  }
}
