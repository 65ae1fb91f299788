public import CoreInterfaces
public import Observation

/// A screen whose model can only be made after a read — the editor of a stored item needs the
/// item. The coordinator pushes the screen at once and loads the model in the entry's task, so
/// the path never waits on storage and a failed read is shown where the screen would be.
@MainActor
@Observable
public final class ScreenLoader<Model: Sendable> {
  /// The model, loading, or why it could not be made.
  public private(set) var state: LoadState<Model, UserFacingError> = .idle
  @ObservationIgnored private let make: @MainActor () async throws -> Model

  /// A loader that makes its model with `make`.
  init(_ make: @escaping @MainActor () async throws -> Model) { self.make = make }

  /// Makes the model once; a second call after success does nothing.
  public func load() async {
    guard state.value == nil else { return }
    state = .loading(progress: nil)
    do {
      state = .loaded(try await make())
    } catch {
      state = .failed(UserFacingError(error))
    }
  }
}
