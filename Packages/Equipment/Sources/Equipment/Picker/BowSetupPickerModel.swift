public import CoreInterfaces
public import Observation

/// The bow-setup picker: lists setups, lets the archer choose one or make a new one around a
/// riser picked on a nested picker. A choice leaves as an ``EquipmentAction`` on `actions`;
/// the picker never knows who asked.
@MainActor
@Observable
public final class BowSetupPickerModel {
  /// The setups, loading, or why they could not be loaded.
  public private(set) var setups: LoadState<[BowSetupSummary], UserFacingError> = .idle
  /// What this screen asks its presenter to do.
  public let actions: AsyncStream<EquipmentAction>

  @ObservationIgnored private weak var navigator: (any EquipmentNavigator)?
  @ObservationIgnored private let emit: AsyncStream<EquipmentAction>.Continuation
  @ObservationIgnored @Dependency(\.equipment) private var equipment

  /// Creates the picker, presented by `navigator` (held weakly).
  public init(navigator: (any EquipmentNavigator)?) {
    self.navigator = navigator
    (actions, emit) = AsyncStream.makeStream(of: EquipmentAction.self)
  }

  isolated deinit { emit.finish() }

  /// Loads the setups; a failure keeps the previous list visible if there was one.
  public func load() async {
    let previous = setups.value
    if previous == nil { setups = .loading(progress: nil) }
    do {
      setups = .loaded(try await equipment.fetchBowSetups().items.map(\.summary))
    } catch {
      setups = previous.map { .loaded($0) } ?? .failed(UserFacingError(error))
    }
  }

  /// Chooses the setup at `position` (from 1, as listed); `false` if there is none there.
  @discardableResult
  public func choose(position: Int) -> Bool {
    guard let list = setups.value, list.indices.contains(position - 1) else { return false }
    emit.yield(.bowSetupPicked(list[position - 1]))
    return true
  }

  /// Makes a new setup named `name` around a riser picked on a nested picker; `nil` if the
  /// archer backed out of the riser picker or saving failed (the error is shown).
  public func createSetup(named name: String, style: BowStyle) async -> BowSetupSummary? {
    guard let navigator, let riser = await navigator.pickItem(of: .riser) else { return nil }
    do {
      let setup = try await equipment.saveBowSetup(
        BowSetup(name: name, bowStyle: style, parts: [.init(kind: .riser, item: riser.id)]))
      await load()
      return setup.summary
    } catch {
      setups = .failed(UserFacingError(error))
      return nil
    }
  }
}
