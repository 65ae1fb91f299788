import Coordinator
import CoreInterfaces
import Equipment

extension TerminalSession {
  /// An item picker: a number picks.
  func itemPickerKey(_ key: String, _ model: ItemPickerModel) async {
    await pick(key, noun: "item", count: model.items.value?.count ?? 0, with: model.choose)
  }

  func itemPickerText(_ model: ItemPickerModel) -> (body: [String], keys: [String]) {
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
