/// One entry of a path: a destination and the ID of the push that put it there.
public struct PathEntry<Destination: NavigationDestination>: Hashable, Sendable, Identifiable {
  /// The push's never-reused ID.
  public let id: EntryID
  /// Where the entry leads.
  public let destination: Destination

  /// Creates an entry.
  public init(id: EntryID, destination: Destination) {
    self.id = id
    self.destination = destination
  }
}

extension PathEntry: Codable where Destination: Codable {}
