import Coordinator
import CoreInterfaces
import Equipment
import Foundation
import LiveDependencies
import Navigation
import Scoring
import Store

/// `quiver demo`: a narrated, deterministic run of the coordinator on Quiver's own screens, on the
/// in-memory live store. Every step is a real call into the packages; nothing is printed that the
/// code did not do.
@MainActor
struct CoordinatorDemo {
  struct StepFailed: Error, CustomStringConvertible {
    let description: String
  }

  let coordinator = Coordinator()
  let database: Database
  let output: Output
  private var step = 0

  static func run(output: Output) async throws {
    let database = try Database(.inMemory)
    try await CompositionRoot.seedSamples(into: database)
    try await CompositionRoot.withLiveDependencies(database: database) {
      var demo = CoordinatorDemo(database: database, output: output)
      try await demo.runSteps()
    }
  }

  init(database: Database, output: Output) {
    self.database = database
    self.output = output
  }

  private mutating func runSteps() async throws {
    let output = output
    coordinator.onEvent = { output.line("     · \($0)") }
    output.line("Quiver coordinator demo — an in-memory store, Quiver's own screens, real awaits.")

    narrate("A push: the archer opens round setup")
    coordinator.show(.roundSetup(codename: "portsmouth"))
    showPath()
    let setup = try roundSetup()

    narrate("An awaited pick, answered through the result bus")
    say("Scoring calls `await navigator.pickBowSetup()`; it has never heard of Equipment.")
    let first = Task { await setup.chooseBowSetup() }
    let picker = try await bowSetupPickerOnTop()
    await picker.load()
    list(picker.setups.value?.map { "\($0.name) (\($0.bowStyle.rawValue))" } ?? [])
    say("The archer chooses 1; Equipment emits .bowSetupPicked, the coordinator publishes it.")
    picker.choose(position: 1)
    await first.value
    say("Scoring received: \(setup.bowSetup?.name ?? "nothing")")
    showPath()

    narrate("Back cancels an await")
    let second = Task { await setup.chooseBowSetup() }
    _ = try await bowSetupPickerOnTop()
    say("The archer presses Back on the picker.")
    coordinator.back()
    await second.value
    say("Scoring received nil and kept its choice: \(setup.bowSetup?.name ?? "nothing")")

    narrate("A nested pick: a new setup needs a riser from a second picker")
    let third = Task { await setup.chooseBowSetup() }
    let outer = try await bowSetupPickerOnTop()
    await outer.load()
    let creating = Task { await outer.createSetup(named: "Barebow practice", style: .barebow) }
    let risers = try await itemPickerOnTop()
    await risers.load()
    showPath()
    list(risers.items.value?.map(\.name) ?? [])
    say("The archer chooses riser 1; the inner request resumes, the outer one keeps waiting.")
    risers.choose(position: 1)
    let created = await creating.value
    say("Equipment saved \"\(created?.name ?? "nothing")\"; pending: \(pendingDescription)")
    let position = (outer.setups.value?.firstIndex { $0.name == "Barebow practice" } ?? 0) + 1
    outer.choose(position: position)
    await third.value
    say("Scoring received: \(setup.bowSetup?.name ?? "nothing")")

    narrate("Pop-to-root resolves every waiter, innermost first")
    let fourth = Task { await setup.chooseBowSetup() }
    let waiting = try await bowSetupPickerOnTop()
    let nested = Task { await waiting.createSetup(named: "Never made", style: .longbow) }
    _ = try await itemPickerOnTop()
    showPath()
    say("Two callers wait (\(pendingDescription)); the archer goes home.")
    coordinator.popToRoot()
    let nestedResult = await nested.value
    await fourth.value
    say(
      "Inner caller got \(nestedResult == nil ? "nil" : "a value"); outer kept \(setup.bowSetup?.name ?? "nothing"); pending: \(pendingDescription)"
    )

    narrate("The path saved and restored")
    coordinator.show(.equipmentHub)
    coordinator.show(.equipmentList(.riser))
    coordinator.show(.roundSetup(codename: "worcester"))
    let restoredSetup = try roundSetup()
    let pending = Task { await restoredSetup.chooseBowSetup() }
    _ = try await bowSetupPickerOnTop()
    showPath()
    let saved = SavedStateDAO(database)
    try await saved.savePath(coordinator.navigator.path.snapshot)
    say("Saved the path in the store; the process 'exits' (teardown resumes the waiter).")
    coordinator.tearDown()
    await pending.value
    let restored = Coordinator()
    guard let snapshot = try await saved.loadPath(PathSnapshot<Destination>.self) else {
      throw StepFailed(description: "no saved path in the store")
    }
    try restored.navigator.path.restore(snapshot)
    say("Restored: \(restored.breadcrumb)")
    say("The picker was not restored: its caller died with the old process (orphan policy).")
    say("Restored pending requests: \(restored.navigator.requests.pendingEntries.count)")

    output.line("\nDone: every request resumed exactly once; nothing is left waiting.")
  }

  private var pendingDescription: String {
    let entries = coordinator.navigator.requests.pendingEntries
    return entries.isEmpty ? "none" : entries.map(\.description).joined(separator: ", ")
  }

  private mutating func narrate(_ title: String) {
    step += 1
    output.line("\n\(step). \(title)")
  }

  private func say(_ line: String) { output.line("   \(line)") }
  private func showPath() { output.line("   path: \(coordinator.breadcrumb)") }
  private func list(_ rows: [String]) {
    for (index, row) in rows.enumerated() { output.line("     \(index + 1). \(row)") }
  }

  private func roundSetup() throws -> RoundSetupModel {
    guard case .roundSetup(let model)? = coordinator.topScreen else {
      throw StepFailed(description: "round setup is not on top: \(coordinator.breadcrumb)")
    }
    return model
  }

  /// Waits, boundedly, for the awaited request to push its picker.
  private func bowSetupPickerOnTop() async throws -> BowSetupPickerModel {
    try await screenOnTop("a bow-setup picker") {
      if case .bowSetupPicker(let model) = $0 { model } else { nil }
    }
  }

  private func itemPickerOnTop() async throws -> ItemPickerModel {
    try await screenOnTop("an item picker") {
      if case .itemPicker(let model) = $0 { model } else { nil }
    }
  }

  private func screenOnTop<Model>(_ name: String, _ extract: (Screen) -> Model?) async throws
    -> Model
  {
    for _ in 0..<10_000 {
      if let model = coordinator.topScreen.flatMap(extract) { return model }
      await Task.yield()
    }
    throw StepFailed(description: "no \(name) appeared: \(coordinator.breadcrumb)")
  }
}
