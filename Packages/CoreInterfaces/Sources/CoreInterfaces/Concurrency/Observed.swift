public import Observation

/// A screen's data: the value of one observed query (a ``Flow`` a client declares), assigned as
/// each value arrives — never a signal to read again. A failure keeps the last value shown and
/// sets ``error`` (a busy store passes), except one saying the record is gone (``RecordGone``),
/// which is the state from then on; ``stop()`` (or the model going) cancels the query.
/// ```swift
/// let rounds = Observed { query.flow }
/// rounds.start()  // follows from now on
/// await rounds.arrived()  // the first value (or failure) is in
/// ```
@MainActor
@Observable
public final class Observed<Value: Sendable>: ObservedQuery {
  /// The value, loading, or why the first read failed; a later failure keeps the value, unless
  /// the record is gone (``RecordGone``).
  public private(set) var state: LoadState<Value, UserFacingError> = .idle
  /// Why the query last failed; cleared by its next value.
  public private(set) var error: UserFacingError?

  /// Told each value as it is assigned: for a model that keeps state of its own beside the
  /// value (settings passed on to open screens, a scoring sheet its own writes change too).
  @ObservationIgnored public var onValue: @MainActor (Value) -> Void = { _ in }

  @ObservationIgnored private var query: @MainActor () -> Flow<Value>
  @ObservationIgnored private var following: Task<Void, Never>?
  @ObservationIgnored private var firstArrival: Task<Void, Never>?
  @ObservationIgnored private var generation = 0

  /// A model of `query`'s values; nothing is read until ``start()``.
  public init(_ query: @escaping @MainActor () -> Flow<Value>) { self.query = query }

  isolated deinit { following?.cancel() }

  /// The value, once one arrived.
  public var value: Value? { state.value }

  /// Whether the query is followed now (not stopped, failed or finished).
  public var isFollowing: Bool { following != nil }

  /// Follows the query from now on (again, if it was followed): one read now, one per change of
  /// what it read after that.
  public func start() {
    following?.cancel()
    generation &+= 1
    let generation = generation
    if state.value == nil { state = .loading(progress: nil) }
    let flow = query()
    let (arrival, arrived) = AsyncStream.makeStream(of: Void.self)
    firstArrival = Task { for await _ in arrival {} }
    following = Task { [weak self] in
      // However the loop ends — a value, an error, cancellation — the first arrival is over.
      defer { arrived.finish() }
      do {
        for try await value in flow {
          self?.assign(value)
          arrived.finish()
        }
      } catch is CancellationError {
      } catch {
        self?.fail(error)
      }
      self?.ended(generation)
    }
  }

  /// Follows `query` instead (another page, another filter), keeping the value shown meanwhile.
  public func follow(_ query: @escaping @MainActor () -> Flow<Value>) {
    self.query = query
    start()
  }

  /// Stops following; the value stays. ``start()`` follows again.
  public func stop() {
    following?.cancel()
    following = nil
  }

  /// Follows the query unless it is followed already (or the caller's task was cancelled: a
  /// screen covered before its load ran), and returns once it is read.
  public func load() async {
    if following == nil, !Task.isCancelled { start() }
    await arrived()
  }

  /// Returns once the latest ``start()`` has its first value or failure (at once when stopped).
  public func arrived() async { await firstArrival?.value }

  private func ended(_ generation: Int) {
    if generation == self.generation { following = nil }
  }

  private func assign(_ value: Value) {
    state = .loaded(value)
    error = nil
    onValue(value)
  }

  private func fail(_ error: any Error) {
    let shown = UserFacingError(error)
    // A deletion is not a failure to ride out: the value shown is of a record that is no more.
    let gone = (error as? any RecordGone)?.recordIsGone == true
    if state.value == nil || gone { state = .failed(shown) }
    self.error = shown
  }
}

/// What the coordinator does with every screen's observed queries, whatever their values: follow
/// them while the screen is on top, stop while another covers it.
@MainActor
public protocol ObservedQuery: AnyObject {
  /// Follows the query (again), reading it once now.
  func start()
  /// Stops following; what was read stays shown.
  func stop()
  /// Returns once the latest start has its first value or failure.
  func arrived() async
}
