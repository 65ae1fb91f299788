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

  /// Each entry's task (loading its model, routing its actions), cancelled when it is popped.
  var routing: [EntryID: Task<Void, Never>] = [:]
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

  /// Shows `destination` on top of the path; `nil` if the path refused it (out of entry IDs).
  @discardableResult
  public func show(_ destination: Destination) -> EntryID? { navigator.path.push(destination) }

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
    // Checked before restoring, so no screen is ever made for a round or item that is gone.
    var gone: String?
    for (index, entry) in snapshot.entries.enumerated() {
      if let missing = await Self.missing(entry.destination) {
        kept.entries = Array(snapshot.entries.prefix(index))
        gone = missing
        break
      }
    }
    do {
      try navigator.path.restore(kept)
    } catch {
      return ["The saved place could not be restored (\(error)); starting at Home."]
    }
    if let gone {
      notes.append("The \(gone) that was open no longer exists; back at \(breadcrumb).")
    }
    return notes
  }

  /// What `destination` shows that storage no longer has (`"round"`), or `nil` if all is there.
  private static func missing(_ destination: Destination) async -> String? {
    @Dependency(\.rounds) var rounds
    @Dependency(\.equipment) var equipment
    switch destination {
    case .scoring(let id), .roundDetail(let id):
      return (try? await rounds.round(id)) == nil ? "round" : nil
    case .equipmentEditor(let kind, let id?):
      return (try? await equipment.fetch(id)) == nil ? kind.rawValue : nil
    case .setupEditor(let id?):
      let setups = (try? await equipment.fetchBowSetups()) ?? []
      return setups.contains { $0.id == id } ? nil : "bow setup"
    default:
      return nil
    }
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
