import Coordinator
import CoreInterfaces
import Equipment
import Foundation
import Navigation

extension TerminalSession {
  /// Sends `key` to the screen on top; a key the screen does not know gets a one-line error.
  func handleScreenKey(_ key: String) async {
    switch coordinator.topScreen {
    case nil: homeKey(key)
    case .newRound(let model)?: newRoundKey(key, model)
    case .roundsList(let model)?: await roundsListKey(key, model)
    case .setupsList(let model)?: setupsListKey(key, model)
    case .roundSetup(let model)?: await roundSetupKey(key, model)
    case .bowSetupPicker(let model)?: await bowSetupPickerKey(key, model)
    case .scoring(let model)?: await scoringKey(key, model)
    case .roundDetail(let model)?: await roundDetailKey(key, model)
    case .equipmentHub?: equipmentHubKey(key)
    case .equipmentList(let model)?: await equipmentListKey(key, model)
    case .equipmentEditor(let loader)?: await equipmentEditorKey(key, loader)
    case .setupEditor(let loader)?: await setupEditorKey(key, loader)
    case .itemPicker(let model)?: await itemPickerKey(key, model)
    case .analyticsHub(let model)?: await analyticsHubKey(key, model)
    case .settings(let model)?: await settingsKey(key, model)
    case .archers(let model)?: await archersKey(key, model)
    }
  }

  /// The one-line error for a key this screen does not take; a long key is echoed shortened.
  func unknown(_ key: String) {
    say(
      "Unknown key '\(ValueRangeError.shortened(key))' here: the keys are listed above; ? for help."
    )
  }

  /// Splits `p riser` into the command letter and the rest (`nil` when there is no rest).
  func command(_ key: String) -> (letter: String, rest: String?) {
    guard let space = key.firstIndex(of: " ") else { return (key, nil) }
    let rest = key[key.index(after: space)...].trimmingCharacters(in: .whitespaces)
    return (String(key[..<space]), rest.isEmpty ? nil : rest)
  }

  /// A typed list number, when the key is one of a size a list can have; anything else (`-1e20`,
  /// `-9223372036854775808`) is not a list number, so no screen's `position - 1` can overflow.
  func listNumber(_ key: some StringProtocol) -> Int? {
    Int(key).flatMap { (-1_000_000...1_000_000).contains($0) ? $0 : nil }
  }

  /// A picker's key: the number of a row chooses it. The choice travels through the
  /// coordinator's routing task and the result bus, which resume the caller and pop the picker;
  /// this awaits the caller taking its answer.
  func pick(_ key: String, noun: String, count: Int, with choose: (Int) -> Bool) async {
    guard let position = listNumber(key) else { return unknown(key) }
    guard choose(position) else {
      return say("No \(noun) \(position): type a number from 1 to \(count), or b to go back.")
    }
    await coordinator.answered()
  }

}
