import Coordinator
import CoreInterfaces

/// The catalogue: a number or a codename sets that round up.
final class NewRoundScreen: TerminalScreen {
  let model = NewRoundModel()

  func handle(_ key: String, _ context: ScreenContext) async {
    guard let round = model.round(key) else { return context.say(model.error?.message ?? "") }
    context.coordinator.show(.roundSetup(codename: round.id))
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    (
      model.catalogue.enumerated().map {
        "\($0.offset + 1). \($0.element.name) (\($0.element.id))"
      },
      ["a number or codename chooses"]
    )
  }
}
