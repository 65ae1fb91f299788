import CoreInterfaces

extension EquipmentClient {
  /// A working client over in-memory state, for previews, demos and tests of code that uses
  /// equipment. It keeps the live store's rules: validation, in-use deletes, setup versions.
  public static func inMemory(
    items: [EquipmentItem] = EquipmentSamples.items,
    setups: [BowSetup] = EquipmentSamples.setups
  ) -> EquipmentClient {
    struct State: Equatable {
      var items: [EquipmentID: EquipmentItem]
      var versions: [BowSetupID: [BowSetup]]
    }
    let state = MutableStateFlow(
      State(
        items: Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) }),
        versions: Dictionary(uniqueKeysWithValues: setups.map { ($0.id, [$0]) })))
    @Sendable func sorted(_ items: [EquipmentItem]) -> [EquipmentItem] {
      items.sorted { ($0.name, $0.id.description) < ($1.name, $1.id.description) }
    }
    return EquipmentClient(
      fetchAll: { kind in
        Listed(sorted(state.value.items.values.filter { kind == nil || $0.kind == kind }))
      },
      fetch: { id in
        guard let item = state.value.items[id] else { throw EquipmentError.notFound(id) }
        return item
      },
      count: { kind in state.value.items.values.count { $0.kind == kind && !$0.retired } },
      save: { item in
        let valid = try item.validated()
        state.update { $0.items[valid.id] = valid }
        return valid
      },
      delete: { id in
        let current = state.value
        guard current.items[id] != nil else { throw EquipmentError.notFound(id) }
        if let setup = current.versions.values.compactMap(\.last)
          .first(where: { $0.parts.contains { $0.item == id } })
        {
          throw EquipmentError.inUse(id, setup: setup.name)
        }
        state.update { $0.items[id] = nil }
      },
      fetchBowSetups: {
        Listed(state.value.versions.values.compactMap(\.last).sorted { $0.name < $1.name })
      },
      saveBowSetup: { setup in
        var valid = try setup.validated()
        for part in valid.parts where state.value.items[part.item] == nil {
          throw EquipmentError.notFound(part.item)
        }
        var refusal: EquipmentError?
        state.update { state in
          let latest = state.versions[valid.id]?.last?.version
          do throws(EquipmentError) {
            try valid.checkSavable(over: latest)
          } catch {
            refusal = error
            return
          }
          valid.version = (latest ?? 0) + 1
          state.versions[valid.id, default: []].append(valid)
        }
        if let refusal { throw refusal }
        return valid
      },
      setupVersions: { id in
        guard let versions = state.value.versions[id] else {
          throw EquipmentError.bowSetupNotFound(id)
        }
        return versions
      },
      observeAll: {
        Flow { continuation in
          let task = Task {
            for await current in state.values {
              continuation.yield(sorted(Array(current.items.values)))
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      // Memory keeps no archers: its setups are whoever asks.
      archersBowSetups: { _ in
        Listed(state.value.versions.values.compactMap(\.last).sorted { $0.name < $1.name })
      },
      observeBowSetups: {
        Flow { continuation in
          let task = Task {
            for await current in state.values {
              continuation.yield(
                Listed(current.versions.values.compactMap(\.last).sorted { $0.name < $1.name }))
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      observeItems: { kind in
        Flow { continuation in
          let task = Task {
            for await current in state.values {
              continuation.yield(
                Listed(sorted(current.items.values.filter { kind == nil || $0.kind == kind })))
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      observeCounts: {
        Flow { continuation in
          let task = Task {
            for await current in state.values {
              let inUse = current.items.values.filter { !$0.retired }
              continuation.yield(
                EquipmentKind.counts(Dictionary(grouping: inUse, by: \.kind).mapValues(\.count)))
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      })
  }
}
