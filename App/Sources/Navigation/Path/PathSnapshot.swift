/// The saved form of a path: its entries and the next ID to hand out, so IDs stay unique across
/// a restart.
public struct PathSnapshot<Destination: NavigationDestination & Codable>: Codable, Sendable,
  Equatable
{
  /// The largest next ID a snapshot may carry (2^53; entry IDs stay below it): far beyond any real
  /// count of pushes and exact in every JSON reader. A path refuses pushes rather than count past
  /// it, so a snapshot it takes always validates.
  public static var maximumID: UInt64 { EntryID.limit }

  /// The entries, root first.
  public var entries: [PathEntry<Destination>]
  /// The next ID the restored stack will use.
  public var nextID: UInt64

  /// A snapshot of `entries` that continues at `nextID`.
  public init(entries: [PathEntry<Destination>], nextID: UInt64) {
    self.entries = entries
    self.nextID = nextID
  }

  /// Checks what a snapshot read back from storage must satisfy: IDs from 1, unique, each below
  /// `nextID`, and `nextID` at most ``maximumID``. A damaged row fails here, never later.
  public func validate() throws(PathSnapshotError) {
    guard nextID >= 1, nextID <= Self.maximumID else { throw .nextIDOutOfRange(nextID) }
    var seen = Set<EntryID>()
    for entry in entries {
      guard entry.id.rawValue >= 1, entry.id.rawValue < nextID else {
        throw .entryIDOutOfRange(entry.id, nextID: nextID)
      }
      guard seen.insert(entry.id).inserted else { throw .duplicateEntryID(entry.id) }
    }
  }
}

/// Why a saved path was refused: the snapshot is damaged, so the path falls back to the root.
public enum PathSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Two entries carry the same ID.
  case duplicateEntryID(EntryID)
  /// An entry's ID is zero or not below the snapshot's next ID.
  case entryIDOutOfRange(EntryID, nextID: UInt64)
  /// The next ID is zero or above ``PathSnapshot/maximumID``.
  case nextIDOutOfRange(UInt64)

  /// One sentence for the person and the log.
  public var description: String {
    switch self {
    case .duplicateEntryID(let id):
      "the saved path is damaged: two entries share the ID \(id)"
    case .entryIDOutOfRange(let id, let nextID):
      "the saved path is damaged: entry \(id) is outside 1..<\(nextID)"
    case .nextIDOutOfRange(let nextID):
      "the saved path is damaged: its next ID \(nextID) is outside 1...\(UInt64(1) << 53)"
    }
  }
}

extension PathStack where Destination: Codable {
  /// The path as it can be saved; transient entries (pickers) are saved too and dropped on
  /// restore, see ``restore(_:)``.
  public var snapshot: PathSnapshot<Destination> {
    PathSnapshot(entries: entries, nextID: nextID)
  }

  /// Restores a saved path. A damaged snapshot (``PathSnapshot/validate()``) is refused: the path
  /// falls back to the root and the error says why. The orphan policy: the first transient entry
  /// (a picker whose caller died with the old process) and everything above it are dropped, so
  /// the user lands on the screen that opened it, and no continuation is created. IDs continue
  /// after the saved ones.
  public func restore(_ snapshot: PathSnapshot<Destination>) throws(PathSnapshotError) {
    do {
      try snapshot.validate()
    } catch {
      write([])
      throw error
    }
    continueIDs(from: snapshot.nextID)
    write(Array(snapshot.entries.prefix { !$0.destination.isTransient }))
  }
}
