import Navigation

/// Path observers and an `onResolve` handler that misbehave on cue: they publish results for
/// pickers that are leaving the path, pop pickers as they arrive, answer other waiters while one
/// is being resolved, and push while a superseded picker leaves. Installed before or after the
/// continuation manager, so the model-based test runs them in both orders; the delivery rule
/// must hold either way.
@MainActor
final class AdversarialObservers {
  /// Publishes a result for each removed entry it is given a value for, then disarms.
  var publishForRemoved: [EntryID: NavigationModel.Value] = [:]
  /// Pops the next picker pushed, from inside the observer pass that reports it.
  var popNextAddedPicker = false
  /// Publishes this value for the next picker pushed, from a later observer in the same pass.
  var publishForNextAddedPicker: NavigationModel.Value?
  /// While set, every resume publishes these values to the other waiters from `onResolve`.
  var publishOnResolve: [EntryID: NavigationModel.Value] = [:]
  /// Pushes `.detail(7)` from the observer pass that reports this entry removed, then disarms.
  var pushWhenRemoved: EntryID?
  /// Pushes `.detail(8)` from `onResolve` when this entry resumes, then disarms.
  var pushWhenResolved: EntryID?
  /// The ID the last of those two pushes got.
  var pushedFromHandler: EntryID?

  private var subscriptions: [NavigationSubscription] = []
  private let path: PathStack<Screen>
  private let bus: NavigationResultBus

  init(path: PathStack<Screen>, bus: NavigationResultBus) {
    self.path = path
    self.bus = bus
    subscriptions.append(
      path.observe { [weak self] change in
        guard let self else { return }
        for entry in change.removed {
          if let value = publishForRemoved.removeValue(forKey: entry.id) {
            publish(value, to: entry.id)
          }
          if entry.id == pushWhenRemoved {
            pushWhenRemoved = nil
            pushedFromHandler = path.push(.detail(7))
          }
        }
        if popNextAddedPicker, let picker = change.added.last(where: \.destination.isTransient) {
          popNextAddedPicker = false
          path.pop(through: picker.id)
        }
      })
    subscriptions.append(
      path.observe { [weak self] change in
        guard let self, let value = publishForNextAddedPicker,
          let picker = change.added.last(where: \.destination.isTransient)
        else { return }
        publishForNextAddedPicker = nil
        publish(value, to: picker.id)
      })
  }

  /// Called by the harness for every resume.
  func resolved(_ id: EntryID) {
    for (other, value) in publishOnResolve where other != id { publish(value, to: other) }
    if id == pushWhenResolved {
      pushWhenResolved = nil
      pushedFromHandler = path.push(.detail(8))
    }
  }

  func publish(_ value: NavigationModel.Value, to id: EntryID) {
    switch value {
    case .int(let int): bus.publish(int, to: id)
    case .string(let string): bus.publish(string, to: id)
    case .bool(let bool): bus.publish(bool, to: id)
    }
  }
}

extension Harness {
  /// A harness whose adversarial observers run before the continuation manager's cleanup
  /// (`observersFirst`) or after it.
  static func adversarial(observersFirst: Bool) -> (Harness, AdversarialObservers) {
    let path = PathStack<Screen>()
    let bus = NavigationResultBus()
    if observersFirst {
      let observers = AdversarialObservers(path: path, bus: bus)
      let harness = Harness(navigator: Navigator(path: path, results: bus))
      harness.onResolved = { observers.resolved($0) }
      return (harness, observers)
    }
    let harness = Harness(navigator: Navigator(path: path, results: bus))
    let observers = AdversarialObservers(path: path, bus: bus)
    harness.onResolved = { observers.resolved($0) }
    return (harness, observers)
  }
}
