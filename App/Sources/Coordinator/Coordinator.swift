public import CoreInterfaces
public import Equipment
public import Navigation
public import Scoring

/// Quiver's coordinator: owns the navigation stack, makes each screen's model when its entry is
/// pushed, routes each package's actions, and implements each package's navigator protocol with
/// awaited requests. The only place that knows both Scoring and Equipment.
@MainActor
public final class Coordinator {
  /// The path, result bus and continuation manager.
  public let navigator: Navigator<Destination>
  /// The model of each entry on the path.
  public private(set) var screens: [EntryID: Screen] = [:]
  /// Called with every notable event (a push, a pop, a resolved request), for narration and logs.
  public var onEvent: (String) -> Void = { _ in }

  private var routing: [EntryID: Task<Void, Never>] = [:]
  private var observation: NavigationSubscription?

  /// Creates a coordinator with an empty path.
  public init() {
    navigator = Navigator()
    observation = navigator.path.observe { [weak self] change in self?.apply(change) }
    navigator.requests.onResolve = { [weak self] entry, delivered in
      self?.onEvent("request \(entry) resumed \(delivered ? "with a value" : "with nil")")
    }
    navigator.requests.onDiagnostic = { [weak self] diagnostic in self?.onEvent("\(diagnostic)") }
  }

  isolated deinit {
    for task in routing.values { task.cancel() }
  }

  /// The path as a person reads it: `Home › Round setup (portsmouth) › Pick a bow setup`.
  public var breadcrumb: String {
    (["Home"] + navigator.path.entries.map(\.destination.title)).joined(separator: " › ")
  }

  /// The screen on top, if any.
  public var topScreen: Screen? { navigator.path.top.flatMap { screens[$0.id] } }

  /// Shows `destination` on top of the path.
  @discardableResult
  public func show(_ destination: Destination) -> EntryID { navigator.path.push(destination) }

  /// Back: pops the top entry. A caller awaiting it gets `nil`.
  public func back() { navigator.path.pop() }

  /// Pops to the root: every awaiting caller gets `nil`, innermost first.
  public func popToRoot() { navigator.path.popToRoot() }

  /// Ends the coordinator: every awaiting caller gets `nil` and the path empties.
  public func tearDown() { navigator.requests.tearDown() }

  /// Restores a saved path and returns notes for the person about anything it could not bring
  /// back. A damaged snapshot falls back to Home; pickers are dropped (their callers died with the
  /// old process); an entry whose round no longer exists is dropped with everything above it, so
  /// the person lands on the nearest screen that still makes sense.
  public func restore(_ snapshot: PathSnapshot<Destination>) async -> [String] {
    do {
      try snapshot.validate()
    } catch {
      return ["The saved place could not be restored (\(error)); starting at Home."]
    }
    var notes: [String] = []
    var kept = snapshot
    if snapshot.entries.contains(where: \.destination.isTransient) {
      notes.append("A picker that was open was closed: whoever asked for it is gone.")
    }
    // Checked before restoring, so no screen is ever made for a round that is gone.
    @Dependency(\.rounds) var rounds
    var roundGone = false
    for (index, entry) in snapshot.entries.enumerated() {
      guard case .scoring(let id) = entry.destination else { continue }
      if (try? await rounds.round(id)) == nil {
        kept.entries = Array(snapshot.entries.prefix(index))
        roundGone = true
        break
      }
    }
    do {
      try navigator.path.restore(kept)
    } catch {
      return ["The saved place could not be restored (\(error)); starting at Home."]
    }
    if roundGone { notes.append("The round being scored no longer exists; back at \(breadcrumb).") }
    return notes
  }

  private func apply(_ change: PathChange<Destination>) {
    for entry in change.removed {
      screens[entry.id] = nil
      routing.removeValue(forKey: entry.id)?.cancel()
      onEvent("popped \(entry.destination.title) \(entry.id)")
    }
    for entry in change.added {
      screens[entry.id] = makeScreen(for: entry)
      onEvent("pushed \(entry.destination.title) \(entry.id)")
    }
  }

  private func makeScreen(for entry: PathEntry<Destination>) -> Screen {
    switch entry.destination {
    case .bowSetupPicker:
      let model = BowSetupPickerModel(navigator: self)
      route(model.actions, from: entry.id)
      return .bowSetupPicker(model)
    case .itemPicker(let kind):
      let model = ItemPickerModel(kind: kind)
      route(model.actions, from: entry.id)
      return .itemPicker(model)
    case .roundSetup(let codename):
      let model = RoundSetupModel(codename: codename, navigator: self)
      routeScoring(model.actions, from: entry.id)
      return .roundSetup(model)
    case .scoring(let round):
      // NB: the model resumes the round where it stopped: its incomplete end, the next arrow.
      let model = LiveScoringModel(roundID: round)
      routing[entry.id] = Task { await model.load() }
      return .scoring(model)
    default:
      return .plain(entry.destination)
    }
  }

  /// Equipment's choices become results addressed to the picker entry that produced them.
  private func route(_ actions: AsyncStream<EquipmentAction>, from entry: EntryID) {
    let bus = navigator.results
    routing[entry] = Task { [weak self] in
      for await action in actions {
        switch action {
        case .bowSetupPicked(let setup):
          bus.publish(setup, to: entry)
          self?.onEvent("routed the choice of setup \"\(setup.name)\" to \(entry)")
        case .itemPicked(let item):
          bus.publish(item, to: entry)
          self?.onEvent("routed the choice of \(item.kind.rawValue) \"\(item.name)\" to \(entry)")
        }
      }
    }
  }

  /// Scoring's actions become pushes.
  private func routeScoring(_ actions: AsyncStream<ScoringAction>, from entry: EntryID) {
    routing[entry] = Task { [weak self] in
      for await action in actions {
        switch action {
        case .roundStarted(let id, _): self?.show(.scoring(id))
        }
      }
    }
  }
}

extension Coordinator: ScoringNavigator, EquipmentNavigator {
  /// Scoring's `pickBowSetup()`: pushes the Equipment picker and awaits its choice.
  public func pickBowSetup() async -> BowSetupSummary? {
    await navigator.requests.request(.bowSetupPicker, as: BowSetupSummary.self)
  }

  /// Equipment's `pickItem(of:)`: pushes an item picker and awaits its choice.
  public func pickItem(of kind: EquipmentKind) async -> EquipmentItem? {
    await navigator.requests.request(.itemPicker(kind), as: EquipmentItem.self)
  }
}
