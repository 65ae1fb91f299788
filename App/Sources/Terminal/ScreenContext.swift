public import Coordinator
import CoreInterfaces
import Foundation
public import Presentation

/// What a screen is handed to draw and take a key: the coordinator (navigation), the colours
/// and units in use, the message line and the parsing every screen shares.
@MainActor
public struct ScreenContext {
  /// The session whose message line `say` writes.
  let session: TerminalSession

  /// The coordinator: `show`, `back`, `ask`, `nextPathChange`, the settings.
  public var coordinator: Coordinator { session.coordinator }
  /// The colours in use now.
  public var palette: Palette { session.palette }
  /// Lengths in the archer's units.
  public var units: UnitsFormat { session.units }

  /// Shows `text` under the screen until the next key.
  public func say(_ text: String, as kind: MessageKind = .error) { session.say(text, as: kind) }

  /// The one-line error for a key this screen does not take; a long key is echoed shortened.
  public func unknown(_ key: String) {
    say(
      "Unknown key '\(ValueRangeError.shortened(key))' here: the keys are listed above; ? for help."
    )
  }

  /// Splits `p riser` into the command letter and the rest (`nil` when there is no rest).
  public func command(_ key: String) -> (letter: String, rest: String?) {
    guard let space = key.firstIndex(of: " ") else { return (key, nil) }
    let rest = key[key.index(after: space)...].trimmingCharacters(in: .whitespaces)
    return (String(key[..<space]), rest.isEmpty ? nil : rest)
  }

  /// A typed list number, when the key is one of a size a list can have; anything else (`-1e20`,
  /// `-9223372036854775808`) is not a list number, so no screen's `position - 1` can overflow.
  public func listNumber(_ key: some StringProtocol) -> Int? {
    Int(key).flatMap { (-1_000_000...1_000_000).contains($0) ? $0 : nil }
  }

  /// A picker's key: the number of a row chooses it. The choice travels through the
  /// coordinator's routing task and the result bus, which resume the caller and pop the picker;
  /// this awaits the caller taking its answer.
  public func pick(_ key: String, noun: String, count: Int, with choose: (Int) -> Bool) async {
    guard let position = listNumber(key) else { return unknown(key) }
    guard choose(position) else {
      return say("No \(noun) \(position): type a number from 1 to \(count), or b to go back.")
    }
    await coordinator.answered()
  }
}
