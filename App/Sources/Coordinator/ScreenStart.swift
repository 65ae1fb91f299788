public import Analytics
import CoreInterfaces
public import Equipment
public import Navigation
public import Scoring

/// What a screen being made may start, tied to its entry: its load (``Coordinator/settled()``
/// awaits it, a pop cancels it) and the routing of its model's actions. Handed to the
/// registration for one push; a screen does not keep it (the coordinator holds the screen).
@MainActor
public struct ScreenStart {
  /// The entry being pushed.
  public let entry: EntryID
  /// The coordinator: the navigator a model awaits pickers through, and the settings.
  public let coordinator: Coordinator

  /// Runs `work` as the entry's load: ``Coordinator/settled()`` awaits it, a pop cancels it.
  public func load(_ work: @escaping @MainActor () async -> Void) {
    coordinator.load(entry, work)
  }

  /// A loader whose read runs as the entry's load (cancelled if the entry is popped first): for
  /// an editor whose model needs a stored thing read first.
  public func loading<Model>(_ make: @escaping @MainActor () async throws -> Model)
    -> ScreenLoader<Model>
  {
    let loader = ScreenLoader<Model>(make)
    load { await loader.load() }
    return loader
  }

  /// Equipment's choices become results addressed to this (picker) entry.
  public func route(_ actions: AsyncStream<EquipmentAction>) {
    coordinator.route(actions, from: entry)
  }

  /// Scoring's actions become pushes.
  public func route(_ actions: AsyncStream<ScoringAction>) {
    coordinator.routeScoring(actions, from: entry)
  }

  /// Analytics' actions become pushes.
  public func route(_ actions: AsyncStream<AnalyticsAction>) {
    coordinator.routeAnalytics(actions, from: entry)
  }
}
