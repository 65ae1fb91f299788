/// What one write did to a path, by entry identity: the removed entries (innermost first), the
/// added ones, and the path after the write.
public struct PathChange<Destination: NavigationDestination>: Sendable {
  /// Entries that were on the path before the write and are not after it, innermost first.
  public let removed: [PathEntry<Destination>]
  /// Entries that are on the path after the write and were not before it.
  public let added: [PathEntry<Destination>]
  /// The whole path after the write.
  public let entries: [PathEntry<Destination>]

  init(before: [PathEntry<Destination>], after: [PathEntry<Destination>]) {
    let afterIDs = Set(after.map(\.id))
    let beforeIDs = Set(before.map(\.id))
    removed = before.reversed().filter { !afterIDs.contains($0.id) }
    added = after.filter { !beforeIDs.contains($0.id) }
    entries = after
  }
}
