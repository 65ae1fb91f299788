import CoreInterfacesTestSupport
import Navigation
import Testing

/// The operations that found the contract breaks of issues 12 and 21, mixed into the model-based
/// run: publishing from path observers and from `onResolve`, pops from inside observers, callers
/// cancelled before they run, dropping a navigator while callers wait, damaged snapshots, and
/// pushes from inside a supersede.
/// In every one of them, the model says what the delivery rule demands: a caller whose entry has
/// left the path gets `nil`.
extension ModelDriver {
  mutating func performAdversarial(_ operation: Int) async throws {
    switch operation {
    case 100..<104:  // Back, while an observer publishes the popped waiter's answer
      guard let top = model.entries.last else { return }
      if let waiter = model.waiting[top.id] {
        adversary.publishForRemoved[top.id] = Self.value(for: waiter.kind, request: waiter.request)
      }
      harness.path.pop()
      adversary.publishForRemoved.removeAll()
      model.truncate(keepingFirst: model.entries.count - 1)
    case 104..<108:  // a request whose picker an observer pops at once while another answers it
      let (kind, destination) = randomRequest()
      supersedeInModel(destination)
      adversary.popNextAddedPicker = true
      adversary.publishForNextAddedPicker = Self.value(for: kind, request: requestsStarted)
      let request = launch(kind, destination)
      try await settle(request, expecting: nil)
      adversary.popNextAddedPicker = false
      adversary.publishForNextAddedPicker = nil
    case 108..<111:  // pop to root while every resume answers the other waiters
      adversary.publishOnResolve = model.waiting.mapValues {
        Self.value(for: $0.kind, request: $0.request)
      }
      harness.path.popToRoot()
      adversary.publishOnResolve.removeAll()
      model.truncate(keepingFirst: 0)
    case 111..<115:  // a caller cancelled before it runs, often against a busy slot
      let (kind, destination) =
        randomElement(model.waiting.sorted { $0.key < $1.key }).flatMap { id, waiter in
          model.entries.first { $0.id == id }.map { (waiter.kind, $0.destination) }
        } ?? randomRequest()
      let request = launch(kind, destination)
      tasks[request]?.cancel()  // before it runs: this driver holds the main actor until it awaits
      model.resolved.append((request, nil))
    case 115..<117:  // drop the navigator (no teardown call) while callers wait
      model.truncate(keepingFirst: 0)
      renewHarness()
    case 117..<121:  // supersede a waiter while a path observer or `onResolve` pushes
      try await supersedeWhilePushing()
    default:  // restore a damaged snapshot: refused, and the new path falls back to the root
      var snapshot = harness.path.snapshot
      damage(&snapshot)
      harness.manager.tearDown()
      model.truncate(keepingFirst: 0)
      renewHarness()
      #expect(throws: PathSnapshotError.self, "seed \(seed)") {
        try harness.path.restore(snapshot)
      }
    }
  }

  /// A request for a waiter's slot whose supersede pushes from a handler: from a path observer as
  /// the old picker leaves (the push stays, below the new picker), or from `onResolve` before the
  /// old picker is popped (the push leaves with it). Either way the new picker's ID is the largest.
  private mutating func supersedeWhilePushing() async throws {
    guard let (busy, _) = randomElement(model.waiting.sorted { $0.key < $1.key }),
      let destination = model.entries.first(where: { $0.id == busy })?.destination
    else { return }
    let kind = NavigationModel.Kind.allCases[Int.random(in: 0..<3, using: &rng)]
    let fromObserver = Bool.random(using: &rng)
    adversary.pushedFromHandler = nil
    if fromObserver { adversary.pushWhenRemoved = busy } else { adversary.pushWhenResolved = busy }
    let known = Set(harness.manager.pendingEntries)
    supersedeInModel(destination)
    let manager = harness.manager
    let request = launch(kind, destination)
    try await eventually("request \(request) to push (seed \(seed))") {
      manager.pendingEntries.contains { !known.contains($0) }
    }
    let pushed = try #require(adversary.pushedFromHandler, "the handler pushed (seed \(seed))")
    if fromObserver {
      model.entries.append(.init(id: pushed, destination: .detail(7)))
    } else {
      model.retired.append(pushed)
    }
    let id = try #require(manager.pendingEntries.first { !known.contains($0) })
    model.entries.append(.init(id: id, destination: destination))
    model.waiting[id] = .init(request: request, kind: kind)
    pushingSupersedes += 1
  }

  /// Waits, boundedly, for a request that must finish within this step, and checks its outcome.
  private mutating func settle(_ request: Int, expecting expected: NavigationModel.Value?)
    async throws
  {
    let removed = tasks.removeValue(forKey: request)
    let task = try #require(removed)
    let got = try await outcome(of: task)
    try #require(
      got == expected, "request \(request) got \(String(describing: got)) (seed \(seed))")
  }

  /// Breaks one rule a saved path must keep.
  private mutating func damage(_ snapshot: inout PathSnapshot<Screen>) {
    let ways = snapshot.entries.isEmpty ? 2 : 4
    switch Int.random(in: 0..<ways, using: &rng) {
    case 0: snapshot.nextID = .max
    case 1: snapshot.nextID = 0
    case 2: snapshot.entries.append(snapshot.entries[0])
    default:
      let last = snapshot.entries.removeLast()
      snapshot.entries.append(PathEntry(id: EntryID(rawValue: .max), destination: last.destination))
    }
  }
}
