import Analytics
import AnalyticsLive
public import CoreInterfaces
import Equipment
import EquipmentLive
import Scoring
import ScoringLive
public import Store

/// App's composition root: the one place that chooses the live value of every client, built by
/// its team's live target (`EquipmentLive`, `ScoringLive`, `AnalyticsLive`) over one SQLite
/// `Database`; it also refuses a missing registration and seeds the demo's in-memory store.
public enum CompositionRoot {
  /// Every key a feature package reads; start-up and a test check each has a live value.
  public static let requiredKeys: [any DependencyKey.Type] = [
    EquipmentClientKey.self, EquipmentListClientKey.self, RoundClientKey.self,
    RoundCorrectionClientKey.self, RoundResultClientKey.self, TargetClientKey.self,
    MatchClientKey.self,
    AnalyticsClientKey.self,
    SettingsClientKey.self,
    ArcherClientKey.self, SyncClientKey.self, ClockKey.self,
  ]

  /// The registry of live values over `database`.
  public static func liveRegistry(database: Database) -> DependencyRegistry {
    DependencyRegistry { live in
      // Each is a struct of closures over the open database: cheap to make and reading no other
      // dependency, so it is made now and read without a lock.
      live.register(EquipmentClientKey.self, value: .live(database))
      live.register(EquipmentListClientKey.self, value: .live(database))
      live.register(RoundClientKey.self, value: .live(database))
      live.register(RoundCorrectionClientKey.self, value: .live(database))
      live.register(RoundResultClientKey.self, value: .live(database))
      live.register(TargetClientKey.self, value: .live(database))
      live.register(MatchClientKey.self, value: .live(database))
      live.register(AnalyticsClientKey.self, value: .live(database))
      live.register(SettingsClientKey.self, value: .live(database))
      live.register(ArcherClientKey.self, value: .live(database))
      live.register(SyncClientKey.self, value: .live(database))
      live.register(ClockKey.self, value: ContinuousClock())
    }
  }

  /// Runs `operation` with the live registry over `database` in force, after checking nothing
  /// is missing.
  public static func withLiveDependencies<R>(
    database: Database,
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async throws -> R {
    let registry = liveRegistry(database: database)
    let missing = registry.missingKeys(requiredKeys)
    guard missing.isEmpty else { throw CompositionError.missingLiveValues(missing) }
    return try await withDependencies {
      $0.context = .live(registry)
    } operation: {
      try await operation()
    }
  }

  /// Runs `operation` over a new in-memory database holding the sample equipment: the embedded
  /// default of `make demo` and of tests that need live values without a file.
  public static func withLiveDependencies<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async throws -> R {
    let database = try Database(.inMemory)
    try await seedSamples(into: database)
    return try await withLiveDependencies(database: database, operation)
  }

  /// Saves the sample items and setups (Equipment's `EquipmentSamples`) into `database`.
  public static func seedSamples(into database: Database) async throws {
    try await EquipmentDAO(database).saveSamples()
  }
}

/// A composition root that cannot start.
public enum CompositionError: Error, Equatable, CustomStringConvertible {
  /// These keys have no live value.
  case missingLiveValues([String])

  /// Names the keys and where to fix it.
  public var description: String {
    switch self {
    case .missingLiveValues(let keys):
      "No live value for \(keys.joined(separator: ", ")): register them in CompositionRoot."
    }
  }
}
