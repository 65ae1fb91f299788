import CoreInterfaces
import Equipment
import LiveDependencies

/// A one-word dependency, to separate the registry's own cost from the cost of copying a client.
private enum WordKey: DependencyKey {
  static let testValue = 0
  static let previewValue = 1
}

/// `di_declare_ns`: building one `@Dependency(\.equipment)`, as every model and command that
/// declares one pays. `di_resolve_ns`: one `@Dependency(\.equipment)` read in the live context (an
/// EquipmentClient of five closures: the copy is part of the cost); `di_resolve_key_ns`: the same
/// read naming the key, `@Dependency(EquipmentClientKey.self)`, which skips the key path. `di_scope_ns`: one `withDependencies` scope overriding
/// it, with a read inside. The `_word_` figures do the same for a one-word value.
enum DependencyBenchmarks {
  static func run() async throws {
    report(
      "di_declare_ns",
      nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(declareEquipment()) })
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      @Dependency(EquipmentClientKey.self) var byKey
      report(
        "di_resolve_key_ns",
        nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(byKey) })
      report(
        "di_resolve_ns",
        nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(equipment) })
      let preview = EquipmentClient.inMemory(items: [], setups: [])
      report(
        "di_scope_ns",
        nanosecondsPerIteration(iterations: 500_000) { _ in
          withDependencies {
            $0.equipment = preview
          } operation: {
            blackHole(equipment)
          }
        })
    }
    let registry = DependencyRegistry { $0.register(WordKey.self) { 5 } }
    withDependencies {
      $0.context = .live(registry)
    } operation: {
      @Dependency(WordKey.self) var word
      report(
        "di_resolve_word_ns",
        nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(word) })
      report(
        "di_scope_word_ns",
        nanosecondsPerIteration(iterations: 500_000) { index in
          withDependencies {
            $0[WordKey.self] = index
          } operation: {
            blackHole(word)
          }
        })
    }
  }
}

/// Declares a dependency where the optimiser cannot see it used, so the declaration is measured.
@inline(never) private func declareEquipment() -> Dependency<EquipmentClient> {
  @Dependency(\.equipment) var equipment
  return _equipment
}
