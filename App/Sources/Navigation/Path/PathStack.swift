/// The navigation path: typed entries, root first, each with a never-reused ``EntryID``.
///
/// The one authoritative model of where the user is. Every write — push, pop, replace, restore,
/// whoever makes it — is reported to observers as a ``PathChange`` computed by identity, so cleanup
/// is the same for a Back press, a deep link or the continuation manager. Observers run
/// synchronously after the write; a write made from inside an observer is applied at once and
/// reported after the current notification finishes, in order.
@MainActor
public final class PathStack<Destination: NavigationDestination> {
  /// The entries, root first.
  public private(set) var entries: [PathEntry<Destination>] = []
  /// The next ID to hand out; every ID on the path, or ever handed out, is below it.
  private(set) var nextID: UInt64 = 1
  private let observers = SubscriberRegistry<PathChange<Destination>>(streamBuffering: .unbounded)
  /// Async subscribers want where the path *is*, not its history: each keeps only the latest.
  private let snapshots = SubscriberRegistry<[PathEntry<Destination>]>(
    streamBuffering: .bufferingNewest(1))
  private var pendingChanges: [PathChange<Destination>] = []
  private var isNotifying = false

  /// Creates an empty path.
  public init() {}

  /// How many entries are on the path.
  public var count: Int { entries.count }
  /// The top entry, if any.
  public var top: PathEntry<Destination>? { entries.last }
  /// How many synchronous observers and async subscribers are listening (for leak checks).
  public var subscriberCount: Int { observers.count + snapshots.count }
  /// Whether `id` is on the path.
  public func contains(_ id: EntryID) -> Bool { entries.contains { $0.id == id } }

  /// Reserves the ID the next push of a destination will carry, for the continuation manager,
  /// which registers interest in an entry's result before pushing it. Refused once every ID
  /// below `EntryID.limit` is out, so `nextID` never passes the limit a snapshot must keep.
  func makeEntryID() throws(PathError) -> EntryID {
    EntryID(rawValue: try makeEntryIDs(1).lowerBound)
  }

  /// Whether another ID can be handed out (the manager asks before it supersedes anyone).
  var canMakeEntryID: Bool { nextID < EntryID.limit }

  /// Reserves `count` consecutive ID numbers, all or none.
  private func makeEntryIDs(_ count: Int) throws(PathError) -> Range<UInt64> {
    // NB: `nextID` starts at 1, a restore raises it to at most `EntryID.limit` (validated), and it
    // grows only while it stays within that limit, so the subtraction and the sum cannot overflow.
    guard UInt64(count) <= EntryID.limit - nextID else { throw .entryIDsExhausted }
    let first = nextID
    nextID += UInt64(count)
    return first..<nextID
  }

  /// Pushes `destination`; returns the new entry's ID, or `nil` (and changes nothing) once the
  /// path has handed out every ID below ``PathSnapshot/maximumID``.
  @discardableResult
  public func push(_ destination: Destination) -> EntryID? {
    guard let id = try? makeEntryID() else { return nil }
    write(entries + [PathEntry(id: id, destination: destination)])
    return id
  }

  /// Pushes `destination` under an ID reserved with `makeEntryID()`. An ID already on the path,
  /// or never handed out, is refused: IDs on a path are unique and never reused.
  func push(_ destination: Destination, id: EntryID) throws(PathError) {
    guard id.rawValue < nextID else { throw .entryIDNotIssued(id) }
    guard !contains(id) else { throw .duplicateEntryID(id) }
    write(entries + [PathEntry(id: id, destination: destination)])
  }

  /// Removes the top `count` entries (fewer if the path is shorter).
  public func pop(_ count: Int = 1) {
    write(Array(entries.dropLast(max(0, count))))
  }

  /// Pops everything above `id`, which stays on top; nothing happens if `id` is not on the path.
  public func pop(to id: EntryID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    write(Array(entries[...index]))
  }

  /// Pops `id` and everything above it; nothing happens if `id` is not on the path.
  public func pop(through id: EntryID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    write(Array(entries[..<index]))
  }

  /// Empties the path.
  public func popToRoot() { write([]) }

  /// Replaces the whole path with fresh entries for `destinations` (a deep link); returns their
  /// IDs, or `nil` (and changes nothing) if the path has too few IDs left for all of them. An
  /// empty list needs no ID: it empties the path and returns `[]`, even once IDs are spent.
  @discardableResult
  public func replace(with destinations: [Destination]) -> [EntryID]? {
    guard let ids = try? makeEntryIDs(destinations.count) else { return nil }
    let fresh = zip(ids, destinations).map { raw, destination in
      PathEntry(id: EntryID(rawValue: raw), destination: destination)
    }
    write(fresh)
    return fresh.map(\.id)
  }

  /// Replaces the top entry with a fresh entry for `destination`: same depth, new identity.
  /// An empty path has no top, so nothing happens and the result is `nil` (use ``push(_:)``);
  /// `nil` too once the path has handed out every ID.
  @discardableResult
  public func replaceTop(with destination: Destination) -> EntryID? {
    guard !entries.isEmpty, let id = try? makeEntryID() else { return nil }
    write(Array(entries.dropLast()) + [PathEntry(id: id, destination: destination)])
    return id
  }

  /// Calls `observer` after every write, synchronously, until the returned handle is cancelled
  /// or released.
  public func observe(_ observer: @escaping (PathChange<Destination>) -> Void)
    -> NavigationSubscription
  {
    observers.subscribe(observer)
  }

  /// The path after later writes, as an async sequence that keeps only the latest unread path
  /// (a slow reader skips to where the path is now). Each read of `changes` subscribes; the
  /// subscription ends when the loop reading it ends, even if the sequence is kept in a variable.
  public var changes: NavigationStream<[PathEntry<Destination>]> { snapshots.stream() }

  /// Applies a write and reports it; also used by restore.
  func write(_ newEntries: [PathEntry<Destination>]) {
    let change = PathChange(before: entries, after: newEntries)
    entries = newEntries
    pendingChanges.append(change)
    guard !isNotifying else { return }  // re-entrant write: reported after the current one
    isNotifying = true
    defer { isNotifying = false }
    while !pendingChanges.isEmpty {
      let next = pendingChanges.removeFirst()
      observers.send(next)
      snapshots.send(next.entries)
    }
  }

  /// Moves `nextID` past a restored snapshot's IDs.
  func continueIDs(from snapshotNextID: UInt64) {
    nextID = max(nextID, snapshotNextID)
  }
}
