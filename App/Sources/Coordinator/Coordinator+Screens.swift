import Analytics
import CoreInterfaces
import Equipment
import Navigation
import Scoring

extension Coordinator {
  /// Makes the model of a pushed entry and starts whatever it needs: a load, an observation, a
  /// task routing its actions. Everything started here stops when the entry is popped.
  func makeScreen(for entry: PathEntry<Destination>) -> Screen {
    switch entry.destination {
    case .equipmentHub:
      let model = EquipmentHubModel()
      model.start()
      load(entry.id) { await model.refresh() }
      return .equipmentHub(model)
    case .equipmentList(let kind):
      let model = EquipmentListModel(kind: kind)
      model.start()
      load(entry.id) { await model.load() }
      return .equipmentList(model)
    case .equipmentEditor(let kind, let id):
      return .equipmentEditor(loading(entry.id) { try await Self.editor(of: kind, id) })
    case .setupEditor(let id):
      return .setupEditor(loading(entry.id) { [weak self] in try await self?.setupEditor(id) })
    case .bowSetupPicker:
      let model = BowSetupPickerModel(navigator: self)
      route(model.actions, from: entry.id)
      load(entry.id) { await model.load() }
      return .bowSetupPicker(model)
    case .itemPicker(let kind):
      let model = ItemPickerModel(kind: kind)
      route(model.actions, from: entry.id)
      load(entry.id) { await model.load() }
      return .itemPicker(model)
    case .roundSetup(let codename):
      let model = RoundSetupModel(codename: codename, navigator: self)
      routeScoring(model.actions, from: entry.id)
      load(entry.id) { await model.load() }
      return .roundSetup(model)
    case .scoring(let round):
      // NB: the model resumes the round where it stopped: its incomplete end, the next arrow.
      let model = LiveScoringModel(roundID: round)
      model.arrowDiameter = appearance.settings.arrowDiameter
      model.start()
      load(entry.id) { await model.load() }
      return .scoring(model)
    case .roundDetail(let round):
      let model = RoundDetailModel(roundID: round)
      routeAnalytics(model.actions, from: entry.id)
      load(entry.id) { await model.load() }
      return .roundDetail(model)
    case .analyticsHub:
      let model = AnalyticsHubModel()
      routeAnalytics(model.actions, from: entry.id)
      load(entry.id) { await model.refresh() }
      return .analyticsHub(model)
    case .settings:
      let model = SettingsModel()
      model.start()
      load(entry.id) { await model.load() }
      return .settings(model)
    case .archers:
      let model = ArchersModel()
      load(entry.id) { await model.start() }
      return .archers(model)
    case .newRound:
      return .newRound(NewRoundModel())
    case .roundsList:
      let model = RoundsListModel(rows: listRows)
      load(entry.id) { await model.load() }
      return .roundsList(model)
    case .setupsList:
      let model = BowSetupsListModel()
      load(entry.id) { await model.load() }
      return .setupsList(model)
    }
  }

  /// Runs `work` as `entry`'s load: ``settled()`` awaits it, a pop cancels it.
  private func load(_ entry: EntryID, _ work: @escaping @MainActor () async -> Void) {
    loads[entry] = Task { await work() }
  }

  /// A loader whose read runs in the entry's task (cancelled if the entry is popped first).
  private func loading<Model>(
    _ entry: EntryID, _ make: @escaping @MainActor () async throws -> Model?
  ) -> ScreenLoader<Model> {
    let loader = ScreenLoader<Model> {
      guard let model = try await make() else { throw CancellationError() }
      return model
    }
    load(entry) { await loader.load() }
    return loader
  }

  private static func editor(of kind: EquipmentKind, _ id: EquipmentID?) async throws
    -> EquipmentEditorModel
  {
    @Dependency(\.equipment) var equipment
    guard let id else { return EquipmentEditorModel(item: EquipmentItem(kind: kind, name: "")) }
    return EquipmentEditorModel(item: try await equipment.fetch(id))
  }

  private func setupEditor(_ id: BowSetupID?) async throws -> SetupEditorModel {
    @Dependency(\.equipment) var equipment
    @Dependency(\.archers) var archers
    guard let id else {
      let style = (try? await archers.active())?.bowStyle ?? .recurve
      return SetupEditorModel(setup: nil, style: style, navigator: self)
    }
    guard let setup = try await equipment.fetchBowSetups().items.first(where: { $0.id == id })
    else {
      throw EquipmentError.bowSetupNotFound(id)
    }
    let names = Dictionary(
      try await equipment.fetchAll(nil).items.map { ($0.id, $0.name) },
      uniquingKeysWith: { a, _ in a })
    return SetupEditorModel(setup: setup, names: names, navigator: self)
  }

  /// Equipment's choices become results addressed to the picker entry that produced them.
  private func route(_ actions: AsyncStream<EquipmentAction>, from entry: EntryID) {
    let bus = navigator.results
    routing[entry] = Task { [weak self] in
      for await action in actions {
        switch action {
        case .bowSetupPicked(let setup):
          bus.publish(setup, to: entry)
          self?.onEvent("routed the choice of bow setup \"\(setup.name)\" to \(entry)")
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

  /// Analytics' actions become pushes.
  private func routeAnalytics(_ actions: AsyncStream<AnalyticsAction>, from entry: EntryID) {
    routing[entry] = Task { [weak self] in
      for await action in actions {
        switch action {
        case .openRound(let id): self?.show(.roundDetail(id))
        case .continueScoring(let id), .correctArrows(let id): self?.show(.scoring(id))
        }
      }
    }
  }
}
