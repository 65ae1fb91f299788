/// The state of a piece of work a screen shows: nothing yet, in progress, failed, or loaded.
///
/// State holders never throw: errors become `.failed` with a typed, user-readable failure.
public enum LoadState<Value: Sendable, Failure: Error>: Sendable {
  /// Nothing requested yet.
  case idle
  /// In progress; `progress` is a fraction from 0 to 1 when known.
  case loading(progress: Double?)
  /// Failed with a typed error whose description a user can act on.
  case failed(Failure)
  /// Loaded.
  case loaded(Value)

  /// The loaded value, if any.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// The failure, if any.
  public var failure: Failure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }

  /// Whether work is in progress.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The same state with the loaded value transformed.
  public func map<New: Sendable>(_ transform: (Value) -> New) -> LoadState<New, Failure> {
    switch self {
    case .idle: .idle
    case .loading(let progress): .loading(progress: progress)
    case .failed(let failure): .failed(failure)
    case .loaded(let value): .loaded(transform(value))
    }
  }
}

extension LoadState: Equatable where Value: Equatable, Failure: Equatable {}
