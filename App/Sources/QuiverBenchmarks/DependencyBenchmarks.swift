import CoreInterfaces
import Equipment
import LiveDependencies

/// A one-word dependency, to separate the registry's own cost from the cost of copying a client.
private enum WordKey: DependencyKey {
  static let testValue = 0
  static let previewValue = 1
}

/// A client of five closures: the shape the read target is set for.
struct FiveEndpointClient: Sendable {
  var a: @Sendable () -> Int
  var b: @Sendable () -> Int
  var c: @Sendable () -> Int
  var d: @Sendable () -> Int
  var e: @Sendable () -> Int

  static let sample = FiveEndpointClient(a: { 1 }, b: { 2 }, c: { 3 }, d: { 4 }, e: { 5 })
}

private enum FiveEndpointKey: DependencyKey {
  static let testValue = FiveEndpointClient.sample
  static let previewValue = FiveEndpointClient.sample
}

extension DependencyValues {
  fileprivate var five: FiveEndpointClient {
    get { self[FiveEndpointKey.self] }
    set { self[FiveEndpointKey.self] = newValue }
  }
}

/// `di_declare_ns`: building one `@Dependency`, as every model and command that declares one
/// pays. `di_resolve_ns`: one `@Dependency(\.five)` read of a five-closure client in the live
/// context (the copy is part of the cost); `di_resolve_key_ns`: the same read naming the key;
/// `di_resolve_equipment_ns`: the real `EquipmentClient` (nine closures) through its key path.
/// `di_scope_ns`: one `withDependencies` scope overriding the client, with a read inside.
/// `di_captured_read_ns`: a read, outside its scope, of a dependency a model captured inside a
/// `withDependencies` override (merged with the scope of the read). The `_word_` figures do the
/// same for a one-word value.
enum DependencyBenchmarks {
  static func run() async throws {
    report(
      "di_declare_ns",
      nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(declareEquipment()) })
    let registry = DependencyRegistry { live in
      live.register(FiveEndpointKey.self, value: .sample)
      live.register(WordKey.self) { 5 }
    }
    withDependencies {
      $0.context = .live(registry)
    } operation: {
      @Dependency(\.five) var five
      @Dependency(FiveEndpointKey.self) var byKey
      report(
        "di_resolve_ns", nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(five) })
      report(
        "di_resolve_key_ns",
        nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(byKey) })
      report(
        "di_scope_ns",
        nanosecondsPerIteration(iterations: 500_000) { _ in
          withDependencies {
            $0.five = .sample
          } operation: {
            blackHole(five)
          }
        })
      let model = withDependencies {
        $0.five = .sample
      } operation: {
        CapturingModel()
      }
      report(
        "di_captured_read_ns",
        nanosecondsPerIteration(iterations: 500_000) { _ in blackHole(model.five) })
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
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.equipment) var equipment
      report(
        "di_resolve_equipment_ns",
        nanosecondsPerIteration(iterations: 2_000_000) { _ in blackHole(equipment) })
    }
  }
}

/// A model made inside a scope and read outside it, as a screen model is.
private struct CapturingModel {
  @Dependency(\.five) var five
}

/// Declares a dependency where the optimiser cannot see it used, so the declaration is measured.
@inline(never) private func declareEquipment() -> Dependency<EquipmentClient> {
  @Dependency(\.equipment) var equipment
  return _equipment
}
