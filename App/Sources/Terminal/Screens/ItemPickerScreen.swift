import Coordinator
import CoreInterfaces
import Equipment

/// An item picker: a number picks; the choice answers whoever asked.
final class ItemPickerScreen: TerminalScreen {
  let model: ItemPickerModel

  init(_ kind: EquipmentKind, _ start: ScreenStart) {
    model = ItemPickerModel(kind: kind)
    start.route(model.actions)
    start.load { [model] in await model.load() }
  }

  func handle(_ key: String, _ context: ScreenContext) async {
    await context.pick(key, noun: "item", count: model.items.value?.count ?? 0, with: model.choose)
  }

  func draw(_ context: ScreenContext) -> ScreenText {
    switch model.items {
    case .loaded(let items) where items.isEmpty:
      (["No \(model.kind.rawValue) items yet: add one under Equipment first."], [])
    case .loaded(let items):
      (
        items.enumerated().map { "\($0.offset + 1). \($0.element.name)" },
        ["a number picks"]
      )
    case .failed(let error): (["Could not load: \(error.message)"], [])
    case .idle, .loading: (["Loading…"], [])
    }
  }
}
