/// Why a path write was refused.
public enum PathError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The ID is already on the path; IDs on a path are unique.
  case duplicateEntryID(EntryID)
  /// The ID was never handed out by this path, so it could collide with a later one.
  case entryIDNotIssued(EntryID)
  /// The path has handed out every ID below ``PathSnapshot/maximumID`` (2^53); it pushes no more,
  /// so that what it saves can always be restored.
  case entryIDsExhausted

  /// One sentence for the log.
  public var description: String {
    switch self {
    case .duplicateEntryID(let id): "refused to push \(id): that ID is already on the path"
    case .entryIDNotIssued(let id): "refused to push \(id): this path never handed out that ID"
    case .entryIDsExhausted: "refused to push: this path has handed out every ID below 2^53"
    }
  }
}
