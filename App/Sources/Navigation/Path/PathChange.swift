/// What one write did to a path, by entry identity: the removed entries (innermost first), the
/// added ones, and the path after the write.
public struct PathChange<Destination: NavigationDestination>: Sendable {
  /// Entries that were on the path before the write and are not after it, innermost first.
  public let removed: [PathEntry<Destination>]
  /// Entries that are on the path after the write and were not before it.
  public let added: [PathEntry<Destination>]
  /// The whole path after the write.
  public let entries: [PathEntry<Destination>]

  /// Diffs by identity. Entries up to the first difference are shared; past it, an entry counts
  /// as removed or added only if its ID is not on the other side (a restore may move entries).
  /// Writes touch the top of the path, so the compared tails are a few entries long.
  init(before: [PathEntry<Destination>], after: [PathEntry<Destination>]) {
    var shared = 0
    while shared < before.count, shared < after.count, before[shared].id == after[shared].id {
      shared += 1
    }
    let oldTail = before[shared...]
    let newTail = after[shared...]
    removed = oldTail.reversed().filter { old in !newTail.contains { $0.id == old.id } }
    added = newTail.filter { new in !oldTail.contains { $0.id == new.id } }
    entries = after
  }
}
