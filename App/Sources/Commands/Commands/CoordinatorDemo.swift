import CommandKit
import Coordinator
import CoreInterfaces
import Equipment
import Foundation
import LiveDependencies
import Navigation
import Scoring
import Store
import Terminal

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
    let picker = try await bowSetupPicker(askedBy: first)
    await picker.load()
    list(picker.setups.value?.map { "\($0.name) (\($0.bowStyle.rawValue))" } ?? [])
    say("The archer chooses 1; Equipment emits .bowSetupPicked, the coordinator publishes it.")
    picker.choose(position: 1)
    await first.value
    say("Scoring received: \(setup.bowSetup?.name ?? "nothing")")
    showPath()

    narrate("Back cancels an await")
    let second = Task { await setup.chooseBowSetup() }
    _ = try await bowSetupPicker(askedBy: second)
    say("The archer presses Back on the picker.")
    coordinator.back()
    await second.value
    say("Scoring received nil and kept its choice: \(setup.bowSetup?.name ?? "nothing")")

    narrate("A nested pick: a new setup needs a riser from a second picker")
    let third = Task { await setup.chooseBowSetup() }
    let outer = try await bowSetupPicker(askedBy: third)
    await outer.load()
    let creating = Task { await outer.createSetup(named: "Barebow practice", style: .barebow) }
    let risers = try await itemPicker(askedBy: creating)
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
    let waiting = try await bowSetupPicker(askedBy: fourth)
    let nested = Task { await waiting.createSetup(named: "Never made", style: .longbow) }
    _ = try await itemPicker(askedBy: nested)
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
    _ = try await bowSetupPicker(askedBy: pending)
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
    restored.tearDown()

    try await scoreInterruptAndResume()

    output.line("\nDone: every request resumed exactly once; nothing is left waiting.")
  }

  /// A real round scored on the live store, the process "killed" mid-end, the path restored and
  /// the round resumed at the next arrow.
  private mutating func scoreInterruptAndResume() async throws {
    narrate("Scoring a real round, interrupted and resumed")
    @Dependency(\.rounds) var rounds
    guard let portsmouth = RoundCatalogue.round("portsmouth") else { return }
    let round = try await rounds.start(portsmouth, EquipmentSamples.recurveSetup.summary)
    let scorer = Coordinator()
    scorer.onEvent = coordinator.onEvent
    scorer.show(.scoring(round.id))
    var model = try await scoringOnTop(of: scorer)
    for arrows in [["X", "10", "9"], ["10", "9", "9"]] {
      for arrow in arrows { _ = await model.enter(notation: arrow) }
      say(
        "End \(model.currentEndNumber): \(model.currentEnd.map(\.description).joined(separator: " ")) — end \(model.endTotal), total \(model.runningTotal)"
      )
      _ = await model.completeEnd()
    }
    _ = await model.enter(notation: "8")
    say("End 3 so far: 8 — each arrow was saved as it was entered. The process is killed here.")
    let saved = SavedStateDAO(database)
    try await saved.savePath(scorer.navigator.path.snapshot)
    scorer.tearDown()
    let restarted = Coordinator()
    restarted.onEvent = coordinator.onEvent
    guard let snapshot = try await saved.loadPath(PathSnapshot<Destination>.self) else {
      throw StepFailed(description: "no saved path in the store")
    }
    for note in await restarted.restore(snapshot) { say(note) }
    model = try await scoringOnTop(of: restarted)
    say(
      "Restarted on \(restarted.breadcrumb): end \(model.currentEndNumber), arrow \(model.currentEnd.count + 1) is next; total \(model.runningTotal)"
    )
    for arrow in ["9", "X"] { _ = await model.enter(notation: arrow) }
    say(
      "End 3: \(model.currentEnd.map(\.description).joined(separator: " ")) — end \(model.endTotal), total \(model.runningTotal); \(model.arrows.count) arrows stored once each"
    )
    restarted.tearDown()
  }

  /// The scoring screen on `coordinator` once its load has finished (awaited, not polled).
  private func scoringOnTop(of coordinator: Coordinator) async throws -> LiveScoringModel {
    await coordinator.settled()
    if let model = coordinator.topScreen?.model as? LiveScoringModel, model.round != nil {
      return model
    }
    throw StepFailed(description: "no scoring screen appeared: \(coordinator.breadcrumb)")
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
    guard let model = coordinator.topScreen?.model as? RoundSetupModel else {
      throw StepFailed(description: "round setup is not on top: \(coordinator.breadcrumb)")
    }
    return model
  }

  /// The bow-setup picker `caller` asked for, once it is pushed.
  private func bowSetupPicker<Success>(askedBy caller: Task<Success, Never>) async throws
    -> BowSetupPickerModel
  {
    try await picker("a bow-setup picker", askedBy: caller) { $0.model as? BowSetupPickerModel }
  }

  /// The item picker `caller` asked for, once it is pushed.
  private func itemPicker<Success>(askedBy caller: Task<Success, Never>) async throws
    -> ItemPickerModel
  {
    try await picker("an item picker", askedBy: caller) { $0.model as? ItemPickerModel }
  }

  /// Awaits, through `Coordinator.ask(_:)`, the push of the picker `caller` requests, or the
  /// caller's end if it never asks (then no picker is on top and the step fails): no polling.
  private func picker<Success, Model>(
    _ name: String, askedBy caller: Task<Success, Never>, _ extract: (any Screen) -> Model?
  ) async throws -> Model {
    if let model = coordinator.topScreen.flatMap(extract) { return model }
    await coordinator.ask { _ = await caller.value }
    if let model = coordinator.topScreen.flatMap(extract) { return model }
    throw StepFailed(description: "no \(name) appeared: \(coordinator.breadcrumb)")
  }
}
