import Analytics
import CoreInterfaces
import Equipment
import Scoring

extension Screen {
  /// Another screen covers this one: its observed queries stop, so a write elsewhere costs
  /// nothing here. What it showed stays for when it is on top again. `false` when it follows
  /// nothing that can stop.
  func cover() -> Bool {
    switch self {
    case .roundsList(let model): model.shown.stop()
    case .roundDetail(let model): model.shown.stop()
    case .setupsList(let model): model.shown.stop()
    case .equipmentList(let model): model.shown.stop()
    case .analyticsHub(let model): model.stop()
    default: return false
    }
    return true
  }

  /// On top again: what brings it up to date — following again, which reads once now — or
  /// `nil` when it has nothing to read.
  func uncover() -> (@MainActor () async -> Void)? {
    switch self {
    case .roundsList(let model): { await model.load() }
    case .roundDetail(let model): { await model.load() }
    case .analyticsHub(let model): { await model.refresh() }
    case .setupsList(let model): { await model.load() }
    case .equipmentList(let model): { await model.load() }
    case .roundSetup(let model): { await model.load() }
    default: nil
    }
  }
}
