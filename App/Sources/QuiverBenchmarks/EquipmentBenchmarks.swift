import CoreInterfaces
import Equipment
import Foundation
import LiveDependencies
import Store

/// `equipment_hub_ms`: the equipment hub's read — its observed query of the ten counts, one
/// `GROUP BY` — from the live store holding 10,000 items (best of five).
enum EquipmentBenchmarks {
  static func run() async throws {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-bench-gear-\(UUID())")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let database = try Database(.file((folder as NSString).appendingPathComponent("g.sqlite")))
    try await database.write { db in
      for index in 0..<10_000 {
        let kind = EquipmentKind.allCases[index % EquipmentKind.allCases.count]
        _ = try db.run(
          "INSERT INTO equipment_items (id, kind, name, retired) VALUES (?, ?, ?, ?)",
          EquipmentID().description, kind.rawValue, "Item \(index)", index % 7 == 0)
      }
    }
    let milliseconds = try await CompositionRoot.withLiveDependencies(database: database) {
      try await refresh()
    }
    report("equipment_hub_ms", milliseconds, decimals: 2)
  }

  @MainActor
  static func refresh() async throws -> Double {
    let hub = EquipmentHubModel()
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<5 {
      hub.stop()  // each round reads afresh: a stopped hub's load follows again, reading once
      let elapsed = await clock.measure { await hub.refresh() }
      best = min(best, elapsed.nanoseconds / 1e6)
    }
    guard let counts = hub.counts, counts.values.reduce(0, +) > 8_000 else {
      throw hub.error ?? UserFacingError(CancellationError())
    }
    return best
  }
}
