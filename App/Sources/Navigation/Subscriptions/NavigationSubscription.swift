/// A handle that keeps a path observation or a result subscription alive: `cancel()` or
/// dropping the handle ends it.
@MainActor
public final class NavigationSubscription {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  /// Ends the observation or subscription; later calls do nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit { cancel() }
}
