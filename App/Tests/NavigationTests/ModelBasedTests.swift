import CoreInterfacesTestSupport
import Foundation
import Navigation
import Testing

/// A small deterministic generator (SplitMix64), so a failing run can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// What must be true, kept without any of the code under test: the path, who waits where, and
/// what each caller must receive.
struct NavigationModel {
  struct Entry: Equatable {
    var id: EntryID
    var destination: Screen
  }
  enum Kind: CaseIterable { case int, string, bool }
  struct Waiting {
    var request: Int
    var kind: Kind
  }

  var entries: [Entry] = []
  var waiting: [EntryID: Waiting] = [:]
  /// A result value of one of the three types requests ask for.
  enum Value: Hashable, Sendable {
    case int(Int), string(String), bool(Bool)
  }
  /// Requests resolved by the last step, with what their callers must get.
  var resolved: [(request: Int, value: Value?)] = []

  mutating func truncate(keepingFirst count: Int) {
    let removed = entries[count...].reversed()
    entries.removeLast(entries.count - count)
    for entry in removed { resolve(entry.id, with: nil) }
  }

  mutating func resolve(_ id: EntryID, with value: Value?) {
    guard let waiter = waiting.removeValue(forKey: id) else { return }
    resolved.append((waiter.request, value))
  }

  func index(of id: EntryID) -> Int? { entries.firstIndex { $0.id == id } }
}

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
    try await driver.run(operations: 10_000)
    #expect(driver.stepsChecked == 10_000, "seed \(seed)")
    #expect(driver.requestsStarted > 1_000, "the mix reaches requests often (seed \(seed))")
  }
}

@MainActor
struct ModelDriver {
  var rng: SeededGenerator
  let seed: UInt64
  var harness = Harness()
  var model = NavigationModel()
  var tasks: [Int: Task<NavigationModel.Value?, Never>] = [:]
  var requestsStarted = 0
  var stepsChecked = 0
  var retiredIDs: [EntryID] = []

  init(seed: UInt64) {
    self.seed = seed
    rng = SeededGenerator(state: seed)
  }

  mutating func run(operations: Int) async throws {
    for step in 0..<operations {
      let operation = Int.random(in: 0..<100, using: &rng)
      try await perform(operation)
      try await check(step: step, operation: operation)
    }
    harness.manager.tearDown()
  }

  private mutating func randomElement<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
  }

  private mutating func perform(_ operation: Int) async throws {
    let path = harness.path
    switch operation {
    case 0..<12:  // push a plain screen
      let id = path.push(.detail(Int.random(in: 0..<5, using: &rng)))
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
      if let id = randomElement(retiredIDs) { publish(.int(1), to: id) }
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
        let id = path.replaceTop(with: .detail(9))
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
      retiredIDs += model.entries.map(\.id)
      harness = Harness()
    default:  // save, tear down, restore into a new navigator
      let data = try JSONEncoder().encode(path.snapshot)
      harness.manager.tearDown()
      let kept = model.entries.prefix { !$0.destination.isTransient }
      model.truncate(keepingFirst: 0)
      harness = Harness()
      harness.path.restore(try JSONDecoder().decode(PathSnapshot<Screen>.self, from: data))
      model.entries = Array(kept)
    }
  }

  private func publish(_ value: NavigationModel.Value, to id: EntryID) {
    switch value {
    case .int(let int): harness.bus.publish(int, to: id)
    case .string(let string): harness.bus.publish(string, to: id)
    case .bool(let bool): harness.bus.publish(bool, to: id)
    }
  }

  static func value(for kind: NavigationModel.Kind, request: Int) -> NavigationModel.Value {
    switch kind {
    case .int: .int(request)
    case .string: .string("r\(request)")
    case .bool: .bool(request % 2 == 0)
    }
  }

  private mutating func startRequest() async throws {
    let kind = NavigationModel.Kind.allCases[Int.random(in: 0..<3, using: &rng)]
    let slot = ["a", "b", "c"][Int.random(in: 0..<3, using: &rng)]
    let destination: Screen = slot == "c" ? .innerPicker : .picker(slot)
    let request = requestsStarted
    requestsStarted += 1
    let known = Set(harness.manager.pendingEntries)  // before the new request runs
    // Supersede: the waiter on the same slot resolves nil and its screen (and above) is popped.
    if let (busy, _) = model.waiting.first(where: {
      model.entries[model.index(of: $0.key) ?? 0].destination == destination
    }) {
      model.resolve(busy, with: nil)
      if let index = model.index(of: busy) { model.truncate(keepingFirst: index) }
    }
    let manager = harness.manager
    let task: Task<NavigationModel.Value?, Never> = Task {
      switch kind {
      case .int: await manager.request(destination, as: Int.self).map(NavigationModel.Value.int)
      case .string:
        await manager.request(destination, as: String.self).map(NavigationModel.Value.string)
      case .bool: await manager.request(destination, as: Bool.self).map(NavigationModel.Value.bool)
      }
    }
    tasks[request] = task
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
