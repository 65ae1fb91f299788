import Analytics
public import CoreInterfaces
import Equipment
import Scoring

/// App's composition root: the one place that chooses the live value of every client.
///
/// Until the SQLite store lands, live values are the packages' in-memory clients, held for the
/// life of the registry (one store per registry, as the real database will be).
public enum CompositionRoot {
  /// Every key a feature package reads; start-up and a test check each has a live value.
  public static let requiredKeys: [any DependencyKey.Type] = [
    EquipmentClientKey.self, RoundClientKey.self, AnalyticsClientKey.self,
  ]

  /// The registry of live values.
  public static func liveRegistry() -> DependencyRegistry {
    DependencyRegistry { live in
      live.register(EquipmentClientKey.self) { .inMemory() }
      live.register(RoundClientKey.self) { .inMemory() }
      live.register(AnalyticsClientKey.self) { AnalyticsClientKey.previewValue }
    }
  }

  /// Runs `operation` with the live registry in force, after checking nothing is missing.
  public static func withLiveDependencies<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async throws -> R {
    let registry = liveRegistry()
    let missing = registry.missingKeys(requiredKeys)
    guard missing.isEmpty else { throw CompositionError.missingLiveValues(missing) }
    return try await withDependencies {
      $0.context = .live(registry)
    } operation: {
      try await operation()
    }
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
