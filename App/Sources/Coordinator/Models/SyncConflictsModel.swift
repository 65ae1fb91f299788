public import CoreInterfaces
public import Observation

/// The open sync conflicts: follows `SyncClient/observeConflicts` (a sync in another process
/// shows without a key) and settles one by its number, as `quiver sync resolve` does.
@MainActor
@Observable
public final class SyncConflictsModel {
  /// The screen's observed query: the open conflicts, oldest first.
  public let shown: Observed<[OpenSyncConflict]>
  /// The open conflicts, once read.
  public var conflicts: [OpenSyncConflict] { shown.value ?? [] }
  /// Why the last settling was refused, or why the list could not be read.
  public var error: UserFacingError? { refusal ?? shown.error ?? shown.state.failure }

  @ObservationIgnored @Dependency(\.sync) private var client
  private var refusal: UserFacingError?

  /// The list with nothing read; ``load()`` follows it.
  public init() {
    let sync = Dependency(\.sync)  // read when the query starts
    shown = Observed { sync.wrappedValue.observeConflicts() }
  }

  /// Follows the list unless it is followed already, and returns once it is read.
  public func load() async { await shown.load() }

  /// Stops following (another screen covers this one); the list stays.
  public func stop() { shown.stop() }

  /// Whether a settling is being written.
  public private(set) var settling = false

  /// Settles conflict `id` keeping `side`'s value; `false` (with ``error``) when it is not
  /// open or the store refuses. Back during the write (the task cancelled) is no refusal: the
  /// store settles it in one transaction or not at all, and the list shows which.
  @discardableResult
  public func resolve(_ id: Int, keeping side: SyncSide) async -> Bool {
    guard conflicts.contains(where: { $0.id == id }) else {
      refusal = UserFacingError(SyncConflictError.noSuchConflict(id))
      return false
    }
    settling = true
    defer { settling = false }
    do {
      try await client.resolve(id, side)
      refusal = nil
      // The screen drawn next shows the change: followed again, the list reads once.
      shown.start()
      await shown.arrived()
      return true
    } catch is CancellationError {
      return false
    } catch {
      if !Task.isCancelled { refusal = UserFacingError(error) }
      return false
    }
  }
}
