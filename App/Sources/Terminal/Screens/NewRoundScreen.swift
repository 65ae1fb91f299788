import Coordinator
import CoreInterfaces

extension TerminalSession {
  /// The catalogue: a number or a codename sets that round up.
  func newRoundKey(_ key: String, _ model: NewRoundModel) {
    guard let round = model.round(key) else { return say(model.error?.message ?? "") }
    coordinator.show(.roundSetup(codename: round.id))
  }

  func newRoundText(_ model: NewRoundModel) -> (body: [String], keys: [String]) {
    (
      model.catalogue.enumerated().map {
        "\($0.offset + 1). \($0.element.name) (\($0.element.id))"
      },
      ["a number or codename chooses"]
    )
  }
}
