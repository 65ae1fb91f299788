import Analytics
import CoreInterfaces
import Equipment
import Navigation
import Scoring

extension Coordinator {
  /// Makes the screen of a pushed entry through the registration; everything it starts (through
  /// its ``ScreenStart``) stops when the entry is popped.
  func makeScreen(for entry: PathEntry<Destination>) -> any Screen {
    registry.make(entry.destination, ScreenStart(entry: entry.id, coordinator: self))
  }

  /// Runs `work` as `entry`'s load: ``settled()`` awaits it, a pop cancels it.
  func load(_ entry: EntryID, _ work: @escaping @MainActor () async -> Void) {
    loads[entry] = Task { await work() }
  }

  /// Equipment's choices become results addressed to the picker entry that produced them.
  func route(_ actions: AsyncStream<EquipmentAction>, from entry: EntryID) {
    let bus = navigator.results
    routing[entry] = Task { [weak self] in
      for await action in actions {
        switch action {
        case .bowSetupPicked(let setup):
          bus.publish(setup, to: entry)
          self?.onEvent("routed the choice of bow setup \"\(setup.name)\" to \(entry)")
        case .itemPicked(let item):
          bus.publish(item, to: entry)
          self?.onEvent("routed the choice of \(item.kind.rawValue) \"\(item.name)\" to \(entry)")
        }
      }
    }
  }

  /// Scoring's actions become pushes.
  func routeScoring(_ actions: AsyncStream<ScoringAction>, from entry: EntryID) {
    routing[entry] = Task { [weak self] in
      for await action in actions {
        switch action {
        case .roundStarted(let id, _): self?.show(.scoring(id))
        }
      }
    }
  }

  /// Analytics' actions become pushes.
  func routeAnalytics(_ actions: AsyncStream<AnalyticsAction>, from entry: EntryID) {
    routing[entry] = Task { [weak self] in
      for await action in actions {
        switch action {
        case .openRound(let id): self?.show(.roundDetail(id))
        case .continueScoring(let id), .correctArrows(let id): self?.show(.scoring(id))
        }
      }
    }
  }
}
