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
  private var nextID: UInt64 = 1
  private var observers: [(id: Int, notify: (PathChange<Destination>) -> Void)] = []
  private var nextObserverID = 0
  private var pendingChanges: [PathChange<Destination>] = []
  private var isNotifying = false
  private var changeStreams: [Int: AsyncStream<[PathEntry<Destination>]>.Continuation] = [:]

  /// Creates an empty path.
  public init() {}

  /// How many entries are on the path.
  public var count: Int { entries.count }
  /// The top entry, if any.
  public var top: PathEntry<Destination>? { entries.last }
  /// Whether `id` is on the path.
  public func contains(_ id: EntryID) -> Bool { entries.contains { $0.id == id } }

  /// Hands out the ID the next push of a destination will carry; used by callers that must know
  /// an entry's ID before it is pushed (to register interest in its result first).
  public func makeEntryID() -> EntryID {
    defer { nextID += 1 }
    return EntryID(rawValue: nextID)
  }

  /// Pushes `destination`; returns the new entry's ID.
  @discardableResult
  public func push(_ destination: Destination) -> EntryID {
    push(destination, id: makeEntryID())
  }

  /// Pushes `destination` under an ID from ``makeEntryID()``.
  @discardableResult
  public func push(_ destination: Destination, id: EntryID) -> EntryID {
    write(entries + [PathEntry(id: id, destination: destination)])
    return id
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

  /// Replaces the whole path with fresh entries for `destinations` (a deep link).
  public func replace(with destinations: [Destination]) {
    write(destinations.map { PathEntry(id: makeEntryID(), destination: $0) })
  }

  /// Replaces the top entry with a fresh entry for `destination`: same depth, new identity.
  @discardableResult
  public func replaceTop(with destination: Destination) -> EntryID {
    let id = makeEntryID()
    write(Array(entries.dropLast()) + [PathEntry(id: id, destination: destination)])
    return id
  }

  /// Calls `observer` after every write, synchronously, until the returned handle is cancelled
  /// or released.
  public func observe(_ observer: @escaping (PathChange<Destination>) -> Void)
    -> NavigationSubscription
  {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, observer))
    return NavigationSubscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// The path after every later write, as an async sequence; each loop is its own subscriber and
  /// unsubscribes when it breaks or its task is cancelled.
  public var changes: AsyncStream<[PathEntry<Destination>]> {
    let (stream, continuation) = AsyncStream.makeStream(of: [PathEntry<Destination>].self)
    let id = nextObserverID
    nextObserverID += 1
    changeStreams[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.changeStreams[id] = nil }
    }
    return stream
  }

  private func write(_ newEntries: [PathEntry<Destination>]) {
    let change = PathChange(before: entries, after: newEntries)
    entries = newEntries
    pendingChanges.append(change)
    guard !isNotifying else { return }  // re-entrant write: reported after the current one
    isNotifying = true
    defer { isNotifying = false }
    while !pendingChanges.isEmpty {
      let next = pendingChanges.removeFirst()
      for observer in observers { observer.notify(next) }
      for stream in changeStreams.values { stream.yield(next.entries) }
    }
  }
}

extension PathStack where Destination: Codable {
  /// The path as it can be saved; transient entries (pickers) are saved too and dropped on
  /// restore, see ``restore(_:)``.
  public var snapshot: PathSnapshot<Destination> {
    PathSnapshot(entries: entries, nextID: nextID)
  }

  /// Restores a saved path. The orphan policy: the first transient entry (a picker whose caller
  /// died with the old process) and everything above it are dropped, so the user lands on the
  /// screen that opened it, and no continuation is created. IDs continue after the saved ones.
  public func restore(_ snapshot: PathSnapshot<Destination>) {
    let highest = snapshot.entries.map { $0.id.rawValue }.max() ?? 0
    nextID = max(nextID, snapshot.nextID, highest + 1)
    let kept = snapshot.entries.prefix { !$0.destination.isTransient }
    write(Array(kept))
  }
}
