/// What an app's destination type must provide to be pushed on a ``PathStack``.
public protocol NavigationDestination: Hashable, Sendable {
  /// Whether the destination only exists to return a result to an awaiting caller (a picker).
  /// Transient entries are not restored after a restart: the task that awaited them is gone.
  var isTransient: Bool { get }
}

extension NavigationDestination {
  /// By default a destination is a normal screen.
  public var isTransient: Bool { false }
}
