import Analytics
import Coordinator
import CoreInterfaces
import Equipment
import Scoring

extension TerminalSession {
  /// Waits, a bounded number of turns, for what the last key started — a screen loading, a
  /// started round being pushed, a picker's caller taking its answer — and reads what a listing
  /// screen shows, so the screen rendered next is complete.
  func settle() async {
    for _ in 0..<10_000 {
      if let waiting = awaitingPicker, !pickerIsOpen {
        // The picker closed; its caller is taking the answer (or nil) and will finish.
        guard pickerCallerDone else {
          await Task.yield()
          continue
        }
        await waiting.value
        awaitingPicker = nil
      }
      if await topIsStillLoading() {
        await Task.yield()
        continue
      }
      await readListing()
      return
    }
    say("The screen is still loading; press Enter to look again.")
  }

  /// Whether the top screen's model is still on its way (loads run in the coordinator's tasks).
  private func topIsStillLoading() async -> Bool {
    switch coordinator.topScreen {
    case .bowSetupPicker(let model)?:
      if case .idle = model.setups { await model.load() }
      return !model.setups.isSettled
    case .itemPicker(let model)?:
      if case .idle = model.items { await model.load() }
      return !model.items.isSettled
    case .scoring(let model)?:
      model.arrowDiameter = settings.arrowDiameter
      return model.round == nil && model.error == nil
    case .roundDetail(let model)?: return !model.detail.isSettled
    case .equipmentList(let model)?: return !model.items.isSettled
    case .equipmentEditor(let loader)?: return !loader.state.isSettled
    case .setupEditor(let loader)?: return !loader.state.isSettled
    case .equipmentHub(let model)?: return model.counts == nil && model.error == nil
    case .analyticsHub(let model)?: return model.isLoading
    case .settings(let model)?: return model.current == nil && model.error == nil
    case .archers(let model)?: return !model.isLoaded && model.error == nil
    default: return false
    }
  }

  /// Reads what a plain listing screen shows; a failed read is said, the old list kept.
  private func readListing() async {
    @Dependency(\.rounds) var rounds
    @Dependency(\.equipment) var equipment
    @Dependency(\.archers) var archers
    do {
      switch coordinator.topScreen {
      case nil: archer = try await archers.active()
      case .plain(.roundsList)?: listing = try await rounds.list().items
      case .plain(.setupsList)?: setups = try await equipment.fetchBowSetups()
      case .setupEditor?:
        itemNames = Dictionary(
          try await equipment.fetchAll(nil).map { ($0.id, $0.name) },
          uniquingKeysWith: { a, _ in a })
      case .equipmentList(let model)?: await model.load()  // shows an editor's save at once
      default: break
      }
    } catch {
      say(UserFacingError(error).message)
    }
  }
}

extension LoadState {
  /// Loaded or failed: nothing more will change without a new request.
  var isSettled: Bool { value != nil || failure != nil }
}
