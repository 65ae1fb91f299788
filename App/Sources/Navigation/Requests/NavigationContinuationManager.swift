/// Lets a caller `await` a value from a screen: pushes the screen, parks the caller, and resumes it
/// exactly once — with the screen's result, or `nil` on Back, pop-to-root, a replacing deep link,
/// the caller's cancellation, or teardown.
///
/// Two rules hold by construction rather than by the order in which observers happen to run:
/// - **One resume site.** Every resume goes through `resolve(_:with:)`, which removes the request
///   before resuming it, so a second resume is impossible.
/// - **Delivery checks the path.** A result is handed to a caller only if its entry is on the path
///   at that moment; a result for a waiting entry that has left the path resolves it with `nil`.
///   Cleanup after any path write is also by entry identity (innermost first), but correctness
///   never depends on that cleanup having run yet.
@MainActor
public final class NavigationContinuationManager<Destination: NavigationDestination> {
  private let path: PathStack<Destination>
  private let bus: NavigationResultBus
  private let policy: ConcurrentRequestPolicy
  /// Waiting requests in push order (IDs only grow, so also in ID order). A handful at most:
  /// a linear scan beats hashing here.
  private var pending: [(id: EntryID, request: PendingRequest)] = []
  private var pathObservation: NavigationSubscription?
  private var busSubscription: NavigationSubscription?
  private var isTornDown = false
  private var nextRequestToken: UInt64 = 0
  /// Called with every diagnostic; by default they are only kept in ``diagnostics``.
  public var onDiagnostic: (NavigationDiagnostic) -> Void = { _ in }
  /// Called after every resume with the entry and whether a value (not `nil`) was delivered; for
  /// logs and narration.
  public var onResolve: (EntryID, _ delivered: Bool) -> Void = { _, _ in }
  /// The diagnostics so far, most recent last (the last 100).
  public private(set) var diagnostics: [NavigationDiagnostic] = []

  /// Manages requests over `path`, listening for results on `bus`.
  public init(
    path: PathStack<Destination>, bus: NavigationResultBus,
    policy: ConcurrentRequestPolicy = .supersede
  ) {
    self.path = path
    self.bus = bus
    self.policy = policy
    pathObservation = path.observe { [weak self] _ in self?.reconcile() }
    busSubscription = bus.subscribe { [weak self] result in self?.deliver(result) }
  }

  /// The entries whose callers are waiting, oldest first.
  public var pendingEntries: [EntryID] { pending.map { $0.id } }

  /// Pushes `destination` and waits for a result of type `R` addressed to its entry.
  ///
  /// Returns `nil` when the entry leaves the path without one, when the calling task is
  /// cancelled (the screen is then popped), after teardown, when the path has handed out its last
  /// entry ID (with a diagnostic), or under the concurrent-request policy. A caller already
  /// cancelled when the request runs is not a live request: it returns `nil` with no effect at
  /// all (nothing pushed, nobody superseded). A result of another type is dropped with a
  /// diagnostic and the request keeps waiting. `slot` names what the request competes for; by
  /// default, the destination.
  public func request<R: Sendable>(
    _ destination: Destination, as type: R.Type = R.self, slot: AnyHashable? = nil
  ) async -> R? {
    let slot = slot ?? AnyHashable(destination)
    let token = makeRequestToken()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<R?, Never>) in
        // One synchronous step on the main actor: decide, reserve, register, push. Nothing can
        // run in between, so no moment shows the screen unregistered or a slot with two callers.
        let request = PendingRequest(token: token, slot: slot, continuation: continuation)
        guard admit(slot: slot) else { return request.resume(nil) }
        // The ID is reserved only now: a supersede above ran `onResolve` and path observers, and
        // whatever they pushed took its IDs first, so this entry's ID is still the largest.
        let id: EntryID
        do throws(PathError) {
          id = try path.makeEntryID()
        } catch {
          report(.pushRefused(error))
          return request.resume(nil)
        }
        pending.append((id, request))
        do throws(PathError) {
          try path.push(destination, id: id)
        } catch {
          report(.pushRefused(error))
          resolve(id, with: nil)
        }
      }
    } onCancel: {
      // NB: a strong capture; it lives only until the hop runs (a weak one does not compile).
      Task { @MainActor in self.cancel(token) }
    }
  }

  /// A number naming one call of `request`, known before its entry ID is reserved, so the
  /// cancellation handler can find the request whatever ID it ends up with.
  private func makeRequestToken() -> UInt64 {
    // NB: wrapping; 2^64 calls never happen, and a token need only differ from the few pending.
    nextRequestToken &+= 1
    return nextRequestToken
  }

  /// The caller of request `token` was cancelled: dismisses its entry if it still waits. Nothing
  /// happens if it was refused, has resumed already, or was never admitted.
  private func cancel(_ token: UInt64) {
    guard let id = pending.first(where: { $0.request.token == token })?.id else { return }
    dismiss(id)
  }

  /// Whether a new request for `slot` may proceed; under ``ConcurrentRequestPolicy/supersede``
  /// this dismisses the caller already waiting on the slot. Checked in order: a cancelled caller,
  /// a torn-down manager and a path out of IDs are refused before the policy can affect anyone
  /// else, and teardown again after a supersede, whose handlers may have run it.
  private func admit(slot: AnyHashable) -> Bool {
    guard !Task.isCancelled else { return false }
    guard !isTornDown else {
      report(.requestAfterTeardown)
      return false
    }
    guard path.canMakeEntryID else {
      report(.pushRefused(.entryIDsExhausted))
      return false
    }
    guard let busy = pending.first(where: { $0.request.slot == slot })?.id else { return true }
    switch policy {
    case .reject:
      report(.requestRejected(slot: "\(slot)"))
      return false
    case .supersede:
      dismiss(busy)
      // Dismissing ran `onResolve` and path observers; one of them may have torn us down.
      guard !isTornDown else {
        report(.requestAfterTeardown)
        return false
      }
      return true
    }
  }

  /// Resolves every waiting caller with `nil`, innermost first, and empties the path. Later
  /// requests and results are refused.
  public func tearDown() {
    isTornDown = true
    path.popToRoot()
    for id in pending.map({ $0.id }).reversed() { resolve(id, with: nil) }
  }

  /// The single resume site: removes the request, then resumes it. A second call for the same
  /// entry finds nothing and does nothing.
  private func resolve(_ id: EntryID, with value: (any Sendable)?) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    let request = pending.remove(at: index).request
    request.resume(value)
    onResolve(id, value != nil)
  }

  /// Resolves `id` with `nil` and pops it and anything above it (cancel, supersede).
  private func dismiss(_ id: EntryID) {
    guard pending.contains(where: { $0.id == id }) else { return }
    resolve(id, with: nil)
    path.pop(through: id)
  }

  private func deliver(_ result: NavigationResult) {
    guard let request = pending.first(where: { $0.id == result.entry })?.request else {
      report(.resultForEntryNotWaiting(result.entry))
      return
    }
    // The delivery rule: only an entry on the path now may receive a value. An entry that has
    // left it (an observer or handler ran before this manager's cleanup) gets `nil`.
    guard !isTornDown, path.contains(result.entry) else {
      report(.resultForEntryOffPath(result.entry))
      resolve(result.entry, with: nil)
      return
    }
    guard request.accepts(result.value) else {
      report(
        .wrongResultType(
          result.entry, expected: request.expectedType,
          received: String(describing: type(of: result.value))))
      return
    }
    // Resolve first, then pop: the reconcile the pop triggers finds nothing left to do.
    resolve(result.entry, with: result.value)
    path.pop(through: result.entry)
  }

  /// Resolves, innermost first, every waiting entry that is no longer on the path.
  private func reconcile() {
    guard !pending.isEmpty else { return }
    for id in pending.map({ $0.id }).reversed() where !path.contains(id) {
      resolve(id, with: nil)
    }
  }

  private func report(_ diagnostic: NavigationDiagnostic) {
    diagnostics.append(diagnostic)
    if diagnostics.count > 100 { diagnostics.removeFirst(diagnostics.count - 100) }
    onDiagnostic(diagnostic)
  }
}
