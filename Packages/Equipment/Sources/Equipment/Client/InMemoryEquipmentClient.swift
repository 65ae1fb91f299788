import CoreInterfaces

extension EquipmentClient {
  /// A working client over in-memory state, for previews, demos and tests of code that uses
  /// equipment. It enforces the same rules as the live store (validation, in-use deletes).
  public static func inMemory(
    items: [EquipmentItem] = EquipmentSamples.items,
    setups: [BowSetup] = EquipmentSamples.setups
  ) -> EquipmentClient {
    let state = Locked(
      (
        items: Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) }),
        setups: Dictionary(uniqueKeysWithValues: setups.map { ($0.id, $0) })
      ))
    return EquipmentClient(
      fetchAll: { kind in
        state.withLock { $0.items.values }
          .filter { kind == nil || $0.kind == kind }
          .sorted { ($0.name, $0.id.description) < ($1.name, $1.id.description) }
      },
      save: { item in
        let valid = try item.validated()
        state.withLock { $0.items[valid.id] = valid }
        return valid
      },
      delete: { id in
        try state.withLock { state throws(EquipmentError) in
          guard state.items[id] != nil else { throw .notFound(id) }
          if let setup = state.setups.values.first(where: { $0.components.values.contains(id) }) {
            throw .inUse(id, setup: setup.name)
          }
          state.items[id] = nil
        }
      },
      fetchBowSetups: {
        state.withLock { $0.setups.values }.sorted { $0.name < $1.name }
      },
      saveBowSetup: { setup in
        state.withLock { $0.setups[setup.id] = setup }
        return setup
      })
  }
}
