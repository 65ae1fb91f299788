import CoreInterfacesTestSupport
import Foundation
import Navigation
import Testing

@MainActor
@Suite("Continuation manager against a model", .timeLimit(.minutes(3)))
struct ModelBasedTests {
  nonisolated static let seeds: [UInt64] = {
    if let text = ProcessInfo.processInfo.environment["QUIVER_NAV_SEED"], let seed = UInt64(text) {
      return [seed]
    }
    return [20_261_122, 7]
  }()

  @Test("10,000 random operations match the model after every step", arguments: seeds)
  func randomOperationsMatchTheModel(seed: UInt64) async throws {
    var driver = ModelDriver(seed: seed)
    let operations = TestScale.iterations(10_000, underSanitizer: 2_000)
    try await driver.run(operations: operations)
    #expect(driver.stepsChecked == operations, "seed \(seed)")
    #expect(
      driver.requestsStarted > operations / 10, "the mix reaches requests often (seed \(seed))")
    #expect(
      driver.pushingSupersedes > operations / 200, "and supersedes that push often (seed \(seed))")
  }
}

@MainActor
struct ModelDriver {
  var rng: SeededGenerator
  let seed: UInt64
  var harness: Harness
  /// Misbehaving observers on the current harness, before or after the manager's (random).
  var adversary: AdversarialObservers
  var model = NavigationModel()
  var tasks: [Int: Task<NavigationModel.Value?, Never>] = [:]
  var requestsStarted = 0
  /// Supersedes during which a handler pushed (issue 21).
  var pushingSupersedes = 0
  var stepsChecked = 0

  init(seed: UInt64) {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    (harness, adversary) = Harness.adversarial(observersFirst: seed % 2 == 0)
  }

  /// Replaces the harness with a new one whose observers run before or after the manager's.
  mutating func renewHarness() {
    (harness, adversary) = Harness.adversarial(observersFirst: Bool.random(using: &rng))
    model.retired = []  // a new path hands out IDs from 1 again
  }

  mutating func run(operations: Int) async throws {
    for step in 0..<operations {
      let operation = Int.random(in: 0..<124, using: &rng)
      try await perform(operation)
      try await check(step: step, operation: operation)
    }
    harness.manager.tearDown()
  }

  mutating func randomElement<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
  }

  private mutating func perform(_ operation: Int) async throws {
    let path = harness.path
    switch operation {
    case 0..<12:  // push a plain screen
      let id = try #require(path.push(.detail(Int.random(in: 0..<5, using: &rng))))
      model.entries.append(.init(id: id, destination: path.top?.destination ?? .home))
    case 12..<34:  // a request, possibly nested, possibly for a busy slot (supersede)
      try await startRequest()
    case 34..<50:  // the right result for someone waiting
      if let (id, waiter) = randomElement(model.waiting.sorted { $0.key < $1.key }) {
        let value = Self.value(for: waiter.kind, request: waiter.request)
        publish(value, to: id)
        model.resolve(id, with: value)
        if let index = model.index(of: id) { model.truncate(keepingFirst: index) }
      }
    case 50..<56:  // a result of the wrong type: dropped, still waiting
      if let (id, waiter) = randomElement(model.waiting.sorted { $0.key < $1.key }) {
        let wrong: NavigationModel.Value = waiter.kind == .int ? .string("text") : .int(99)
        publish(wrong, to: id)
      }
    case 56..<60:  // a stale result for an entry that is gone
      if let id = randomElement(model.retired) { publish(.int(1), to: id) }
    case 60..<70:  // Back
      if !model.entries.isEmpty {
        path.pop()
        model.truncate(keepingFirst: model.entries.count - 1)
      }
    case 70..<74:  // pop(to:)
      if let target = randomElement(model.entries) {
        path.pop(to: target.id)
        model.truncate(keepingFirst: (model.index(of: target.id) ?? 0) + 1)
      }
    case 74..<77:  // pop to root
      path.popToRoot()
      model.truncate(keepingFirst: 0)
    case 77..<81:  // replace the top at the same depth
      if !model.entries.isEmpty {
        let id = try #require(path.replaceTop(with: .detail(9)))
        model.truncate(keepingFirst: model.entries.count - 1)
        model.entries.append(.init(id: id, destination: .detail(9)))
      }
    case 81..<83:  // a deep link replaces the whole path
      path.replace(with: [.home, .detail(1)])
      model.truncate(keepingFirst: 0)
      model.entries = path.entries.map { .init(id: $0.id, destination: $0.destination) }
    case 83..<93:  // cancel a waiting caller's task
      if let (id, waiter) = randomElement(model.waiting.sorted { $0.key < $1.key }) {
        tasks[waiter.request]?.cancel()
        let manager = harness.manager
        try await eventually("cancel of \(id) to land (seed \(seed))") {
          !manager.pendingEntries.contains(id)
        }
        model.resolve(id, with: nil)
        if let index = model.index(of: id) { model.truncate(keepingFirst: index) }
      }
    case 93..<96:  // teardown, then a new navigator
      harness.manager.tearDown()
      model.truncate(keepingFirst: 0)
      renewHarness()
    case 96..<100:  // save, tear down, restore into a new navigator
      let data = try JSONEncoder().encode(path.snapshot)
      harness.manager.tearDown()
      let kept = model.entries.prefix { !$0.destination.isTransient }
      model.truncate(keepingFirst: 0)
      renewHarness()
      try harness.path.restore(JSONDecoder().decode(PathSnapshot<Screen>.self, from: data))
      model.entries = Array(kept)
    default:
      try await performAdversarial(operation)
    }
  }

  func publish(_ value: NavigationModel.Value, to id: EntryID) {
    adversary.publish(value, to: id)
  }

  static func value(for kind: NavigationModel.Kind, request: Int) -> NavigationModel.Value {
    switch kind {
    case .int: .int(request)
    case .string: .string("r\(request)")
    case .bool: .bool(request % 2 == 0)
    }
  }

  /// A random request kind and destination (slots a, b and c).
  mutating func randomRequest() -> (NavigationModel.Kind, Screen) {
    let kind = NavigationModel.Kind.allCases[Int.random(in: 0..<3, using: &rng)]
    let slot = ["a", "b", "c"][Int.random(in: 0..<3, using: &rng)]
    return (kind, slot == "c" ? .innerPicker : .picker(slot))
  }

  /// Supersede, in the model: the waiter on the same slot resolves nil and its screen (and
  /// above) is popped.
  mutating func supersedeInModel(_ destination: Screen) {
    if let (busy, _) = model.waiting.first(where: {
      model.entries[model.index(of: $0.key) ?? 0].destination == destination
    }) {
      model.resolve(busy, with: nil)
      if let index = model.index(of: busy) { model.truncate(keepingFirst: index) }
    }
  }

  /// Starts a request task; it is tracked as request number `requestsStarted - 1`.
  mutating func launch(_ kind: NavigationModel.Kind, _ destination: Screen) -> Int {
    let request = requestsStarted
    requestsStarted += 1
    let manager = harness.manager
    tasks[request] = Task {
      switch kind {
      case .int: await manager.request(destination, as: Int.self).map(NavigationModel.Value.int)
      case .string:
        await manager.request(destination, as: String.self).map(NavigationModel.Value.string)
      case .bool: await manager.request(destination, as: Bool.self).map(NavigationModel.Value.bool)
      }
    }
    return request
  }

  private mutating func startRequest() async throws {
    let (kind, destination) = randomRequest()
    let known = Set(harness.manager.pendingEntries)  // before the new request runs
    supersedeInModel(destination)
    let manager = harness.manager
    let request = launch(kind, destination)
    try await eventually("request \(request) to push (seed \(seed))") {
      manager.pendingEntries.contains { !known.contains($0) }
    }
    let id = try #require(manager.pendingEntries.first { !known.contains($0) })
    model.entries.append(.init(id: id, destination: destination))
    model.waiting[id] = .init(request: request, kind: kind)
  }

  private mutating func check(step: Int, operation: Int) async throws {
    let context = "seed \(seed), step \(step), operation \(operation)"
    let actual = harness.path.entries.map {
      NavigationModel.Entry(id: $0.id, destination: $0.destination)
    }
    try #require(actual == model.entries, "path differs from the model (\(context))")
    let ids = actual.map(\.id)
    try #require(
      zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 },
      "path IDs are not in push order: \(ids) (\(context))")
    try #require(
      harness.manager.pendingEntries == model.waiting.keys.sorted(),
      "waiting entries differ from the model (\(context))")
    for (request, expected) in model.resolved {
      let removed = tasks.removeValue(forKey: request)
      let task = try #require(removed, "request \(request) resumed twice (\(context))")
      let got = try await withTimeout("request \(request) to resume (\(context))") {
        await task.value
      }
      try #require(
        got == expected,
        "request \(request) got \(String(describing: got)), expected \(String(describing: expected)) (\(context))"
      )
    }
    model.resolved.removeAll()
    stepsChecked += 1
  }
}
