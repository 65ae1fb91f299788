public import CoreInterfaces
public import Equipment
public import Navigation
public import Observation
public import Scoring

/// Quiver's coordinator: owns the navigation stack, makes each entry's screen through the one
/// ``ScreenRegistry`` when it is pushed (its load and action routing tied to the entry), and implements each package's navigator
/// protocol with awaited requests. The only place that knows both Scoring and Equipment.
@MainActor
@Observable
public final class Coordinator {
  /// The path, result bus and continuation manager.
  @ObservationIgnored public let navigator: Navigator<Destination>
  /// The model of each entry on the path.
  public private(set) var screens: [EntryID: any Screen] = [:]
  /// Home's model: the screen under every path.
  public let home = HomeModel()
  /// The settings every screen draws with, followed while the app runs.
  public let appearance = AppearanceModel()
  /// Rows a list screen shows at once (the Rounds screen's page): what fits the terminal.
  @ObservationIgnored public var listRows = 18
  /// Which screen shows each destination: the one registration.
  @ObservationIgnored let registry: ScreenRegistry
  /// Called with every notable event (a push, a pop, a resolved request), for narration and logs.
  @ObservationIgnored public var onEvent: (String) -> Void = { _ in }

  /// Each entry's long-lived task (routing its actions), cancelled when it is popped.
  @ObservationIgnored var routing: [EntryID: Task<Void, Never>] = [:]
  /// Each entry's latest load, awaited by ``settled()`` and cancelled when it is popped.
  @ObservationIgnored var loads: [EntryID: Task<Void, Never>] = [:]
  /// The caller ``ask(_:)`` started, while it runs.
  @ObservationIgnored var asker: Task<Void, Never>?
  /// Resumes ``ask(_:)``'s waiter once the picker is on the path or the caller is done.
  @ObservationIgnored var askerShown: CheckedContinuation<Void, Never>?
  /// The editor whose unsaved edits one ``leave()`` has warned about.
  @ObservationIgnored var warnedUnsaved: EntryID?
  /// Callers of ``nextPathChange()``, resumed by the next push or pop.
  @ObservationIgnored var pathWaiters: [CheckedContinuation<Void, Never>] = []
  @ObservationIgnored private var observation: NavigationSubscription?

  /// Creates a coordinator with an empty path whose entries `screens` shows; Home loads when
  /// first shown (``settled()``).
  public init(screens: ScreenRegistry) {
    registry = screens
    navigator = Navigator()
    observation = navigator.path.observe { [weak self] change in self?.apply(change) }
    navigator.requests.onResolve = { [weak self] entry, delivered in
      self?.onEvent("request \(entry) resumed \(delivered ? "with a value" : "with nil")")
    }
    navigator.requests.onDiagnostic = { [weak self] diagnostic in self?.onEvent("\(diagnostic)") }
    appearance.onChange = { [weak self] settings in
      guard let self else { return }
      for screen in self.screens.values { screen.use(settings) }
    }
  }

  isolated deinit {
    for task in routing.values { task.cancel() }
    for task in loads.values { task.cancel() }
  }

  /// The path as a person reads it: `Home › Round setup (portsmouth) › Pick a bow setup`.
  public var breadcrumb: String {
    (["Home"] + navigator.path.entries.map(\.destination.title)).joined(separator: " › ")
  }

  /// The screen on top, if any. Reads `screens` even at Home, so whoever observes Home's drawing
  /// sees the next push (and follows the new screen's model from then on).
  public var topScreen: (any Screen)? {
    let screens = screens
    return navigator.path.top.flatMap { screens[$0.id] }
  }

  /// Shows `destination` on top of the path; `nil` if the path refused it (out of entry IDs).
  @discardableResult
  public func show(_ destination: Destination) -> EntryID? { navigator.path.push(destination) }

  /// Shows `destination` in place of the screen on top — a screen opening an item from its own
  /// list (the Match screen's `l`): the path keeps its depth, so Back leaves for where it came
  /// from, not through every item opened. On an empty path it is ``show(_:)``.
  @discardableResult
  public func showInstead(_ destination: Destination) -> EntryID? {
    navigator.path.top == nil
      ? navigator.path.push(destination) : navigator.path.replaceTop(with: destination)
  }

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
    // A store that cannot answer (busy, damaged) keeps the whole path: the screens say why.
    var gone: String?
    var unreadable: String?
    for (index, entry) in snapshot.entries.enumerated() {
      switch await Self.check(entry.destination) {
      case .present: continue
      case .missing(let what):
        kept.entries = Array(snapshot.entries.prefix(index))
        gone = what
      case .unreadable(let why):
        unreadable = why
      }
      break
    }
    do {
      try navigator.path.restore(kept)
    } catch {
      return ["The saved place could not be restored (\(error)); starting at Home."]
    }
    if let gone {
      notes.append("The \(gone) that was open no longer exists; back at \(breadcrumb).")
    }
    if let unreadable {
      notes.append("Kept your place, but the store could not be read: \(unreadable)")
    }
    return notes
  }

  /// What restoring finds of one saved screen's data.
  enum Presence: Equatable {
    /// There, or nothing to check.
    case present
    /// Storage answered that it does not have it (`"round"`).
    case missing(String)
    /// Storage could not answer (busy, damaged), with why: the screen is kept.
    case unreadable(String)
  }

  /// Whether what `destination` shows is still stored: found, not found, or not readable.
  static func check(_ destination: Destination) async -> Presence {
    @Dependency(\.rounds) var rounds
    @Dependency(\.equipment) var equipment
    @Dependency(\.matches) var matches
    do {
      switch destination {
      case .scoring(let id), .roundDetail(let id):
        _ = try await rounds.round(id)
      case .equipmentEditor(_, let id?):
        _ = try await equipment.fetch(id)
      case .match(let id):
        _ = try await matches.match(id)
      case .setupEditor(let id?):
        guard try await equipment.fetchBowSetups().items.contains(where: { $0.id == id }) else {
          return .missing("bow setup")
        }
      default:
        break
      }
      return .present
    } catch ScoringError.roundNotFound {
      return .missing("round")
    } catch MatchEntryError.notFound {
      return .missing("match")
    } catch EquipmentError.notFound {
      if case .equipmentEditor(let kind, _) = destination { return .missing(kind.rawValue) }
      return .missing("item")
    } catch {
      return .unreadable(UserFacingError(error).message)
    }
  }

  private func apply(_ change: PathChange<Destination>) {
    for entry in change.removed {
      screens[entry.id] = nil
      routing.removeValue(forKey: entry.id)?.cancel()
      loads.removeValue(forKey: entry.id)?.cancel()
      onEvent("popped \(entry.destination.title) \(entry.id)")
    }
    // The screen a push covers stops following its store: nobody sees it (nor, after a
    // restore, any screen under the top one).
    let added = change.added.map(\.id)
    if !added.isEmpty {
      if let below = navigator.path.entries.last(where: { !added.contains($0.id) }) {
        cover(below.id)
      } else {
        home.stop()  // Home is under every path; ``settled()`` follows it again there
      }
    }
    for entry in change.added {
      screens[entry.id] = makeScreen(for: entry)
      onEvent("pushed \(entry.destination.title) \(entry.id)")
      if entry.destination.isTransient { releaseAskWaiter() }
    }
    for entry in change.added.dropLast() { cover(entry.id) }
    if change.added.isEmpty, !change.removed.isEmpty { uncoverTop() }
    let waiters = pathWaiters
    pathWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  /// Stops what `entry`'s screen follows, and its first load if that has not read yet.
  private func cover(_ entry: EntryID) {
    guard screens[entry]?.cover() == true else { return }
    loads.removeValue(forKey: entry)?.cancel()
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
