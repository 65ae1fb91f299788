/// The saved form of a path: its entries and the next ID to hand out, so IDs stay unique across
/// a restart.
public struct PathSnapshot<Destination: NavigationDestination & Codable>: Codable, Sendable,
  Equatable
{
  /// The entries, root first.
  public var entries: [PathEntry<Destination>]
  /// The next ID the restored stack will use.
  public var nextID: UInt64
}
