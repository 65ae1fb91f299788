import Coordinator
import CoreInterfaces
import Equipment
import Navigation
import Scoring

extension TerminalSession {
  /// Sends `key` to the screen on top; a key the screen does not know gets a one-line error.
  func handleScreenKey(_ key: String) async {
    switch coordinator.topScreen {
    case nil: homeKey(key)
    case .roundSetup(let model)?: await roundSetupKey(key, model)
    case .bowSetupPicker(let model)?: await pickerKey(key, model)
    case .scoring(let model)?: await scoringKey(key, model)
    case .plain(.newRound)?: newRoundKey(key)
    case .plain(.roundsList)?: roundsListKey(key)
    case .plain?, .itemPicker?: unknown(key)
    }
  }

  private func homeKey(_ key: String) {
    switch key {
    case "n": coordinator.show(.newRound)
    case "r": coordinator.show(.roundsList)
    default: unknown(key)
    }
  }

  private func newRoundKey(_ key: String) {
    let catalogue = RoundCatalogue.all
    if let position = Int(key), catalogue.indices.contains(position - 1) {
      coordinator.show(.roundSetup(codename: catalogue[position - 1].id))
    } else if let round = RoundCatalogue.round(key.lowercased()) {
      coordinator.show(.roundSetup(codename: round.id))
    } else {
      message = "No round '\(key)': type its number (1–\(catalogue.count)) or its codename."
    }
  }

  private func roundSetupKey(_ key: String, _ model: RoundSetupModel) async {
    switch key {
    case "p":
      pickerCallerDone = false
      awaitingPicker = Task {
        await model.chooseBowSetup()
        self.pickerCallerDone = true
      }
      // The request pushes the picker from inside the task: wait for it to be on the path.
      await waitBriefly { self.pickerIsOpen || self.pickerCallerDone }
    case "s":
      await model.startRound()
      if let failure = model.start.failure { return message = failure.message }
      // The coordinator pushes the started round's scoring screen from its routing task.
      await waitBriefly {
        if case .scoring? = self.coordinator.topScreen { true } else { false }
      }
    default: unknown(key)
    }
  }

  private func pickerKey(_ key: String, _ model: BowSetupPickerModel) async {
    guard let position = Int(key) else { return unknown(key) }
    guard model.choose(position: position) else {
      let count = model.setups.value?.count ?? 0
      return message = "No setup \(position): type a number from 1 to \(count), or b to go back."
    }
    // The choice travels through the coordinator's routing task and the result bus, which
    // resumes the caller and pops the picker.
    await waitBriefly { !self.pickerIsOpen }
  }

  private func scoringKey(_ key: String, _ model: LiveScoringModel) async {
    switch key {
    case "": if !(await model.completeEnd()) { message = model.error?.message }
    case "u": if !(await model.undo()) { message = model.error?.message ?? "Nothing to undo." }
    case "r": if !(await model.redo()) { message = model.error?.message ?? "Nothing to redo." }
    case "f":
      guard await model.finish() else { return message = model.error?.message }
      message = "Finished \(model.round?.definition.name ?? "the round"): \(model.runningTotal)."
      coordinator.popToRoot()
    default:
      // Several arrows may share a line (`X 10 9`); the first bad one stops the rest, and every
      // arrow before it is already saved.
      for notation in key.split(separator: " ") {
        guard await model.enter(notation: String(notation)) else {
          message = model.error?.message ?? "'\(notation)' is not a score."
          return
        }
      }
    }
  }

  private func roundsListKey(_ key: String) {
    guard let position = Int(key), listing.indices.contains(position - 1) else {
      return unknown(key)
    }
    coordinator.show(.scoring(listing[position - 1].id))
  }

  private func unknown(_ key: String) {
    message = "Unknown key '\(key)' here: the keys are listed above; ? for help."
  }

  /// Waits, a bounded number of turns, for what the last key started: a screen loading, a
  /// started round being pushed, a picker's caller taking its answer.
  func settle() async {
    @Dependency(\.rounds) var rounds
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
      switch coordinator.topScreen {
      case .bowSetupPicker(let model)? where !model.setups.isSettled:
        if case .idle = model.setups { await model.load() } else { await Task.yield() }
        continue
      case .scoring(let model)? where model.round == nil && model.error == nil:
        await Task.yield()
        continue
      case .plain(.roundsList)?:
        do { listing = try await rounds.list() } catch { message = UserFacingError(error).message }
      default: break
      }
      return
    }
    message = "The screen is still loading; press Enter to look again."
  }

  /// Yields, a bounded number of turns, until `done` holds: what the last key started runs in
  /// other tasks (a picker's request, the coordinator's routing), never forever.
  private func waitBriefly(until done: () -> Bool) async {
    for _ in 0..<10_000 {
      if done() { return }
      await Task.yield()
    }
  }

  private var pickerIsOpen: Bool {
    coordinator.navigator.path.entries.contains { $0.destination == .bowSetupPicker }
  }
}

extension LoadState {
  /// Loaded or failed: nothing more will change without a new request.
  fileprivate var isSettled: Bool { value != nil || failure != nil }
}
