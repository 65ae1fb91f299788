extension ArcherClient {
  /// Archers in memory with the live store's rules; the first is active.
  public static func inMemory(_ archers: [Archer] = []) -> ArcherClient {
    struct State: Equatable {
      var archers: [Archer]
      var active: ArcherID?
    }
    let state = MutableStateFlow(State(archers: archers, active: archers.first?.id))
    return ArcherClient(
      list: { Listed(state.value.archers.sorted { $0.name < $1.name }) },
      add: { archer in
        guard !archer.name.trimmingWhitespace().isEmpty else { throw ArcherError.nameRequired }
        if let existing = state.value.archers.first(where: { $0.isNamed(archer.name) }) {
          throw ArcherError.nameTaken(existing.name)
        }
        state.update { state in
          state.archers.append(archer)
          if state.active == nil { state.active = archer.id }
        }
        return archer
      },
      remove: { id in
        let current = state.value
        guard let archer = current.archers.first(where: { $0.id == id }) else {
          throw ArcherError.notFound(id)
        }
        guard current.active != id else { throw ArcherError.removingActive(archer.name) }
        state.update { $0.archers.removeAll { $0.id == id } }
      },
      switchTo: { id in
        guard let archer = state.value.archers.first(where: { $0.id == id }) else {
          throw ArcherError.notFound(id)
        }
        state.update { $0.active = id }
        return archer
      },
      observeActive: {
        Flow { continuation in
          let task = Task {
            for await value in state.values {
              continuation.yield(value.archers.first { $0.id == value.active })
            }
            continuation.finish()
          }
          return Cancellable { task.cancel() }
        }
      },
      update: { id, change in
        var changed: Archer?
        state.update { state in
          guard let index = state.archers.firstIndex(where: { $0.id == id }) else { return }
          changed = change.applied(to: state.archers[index])
          state.archers[index] = changed ?? state.archers[index]
        }
        guard let changed else { throw ArcherError.notFound(id) }
        return changed
      })
  }
}
