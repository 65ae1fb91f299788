import CoreInterfaces
import Foundation
import LiveDependencies
import Scoring
import Store

/// `target_score_arrows_per_s`: positions scored by the line rule in process (a 122 cm 10-zone
/// face, positions spread over the whole face). `scoring_entry_to_saved_us`: one arrow from
/// `LiveScoringModel.enter(notation:)` to committed in the live store on a file with
/// synchronous=FULL, as an archer's entry travels: model → client → DAO → SQLite.
enum ScoringBenchmarks {
  static func run() async throws {
    let face = TargetFace(system: .tenZone, diameter: 1.22)
    var checksum = 0
    let perArrow = nanosecondsPerIteration(iterations: 2_000_000) { index in
      let angle = Double(index % 360) * .pi / 180
      let radius = Double(index % 640) / 1_000
      checksum &+=
        face.score(
          x: radius * cos(angle), y: radius * sin(angle), arrowDiameter: 0.0055
        ).points
    }
    blackHole(checksum)
    report("target_score_arrows_per_s", 1e9 / perArrow, decimals: 0)

    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "quiver-bench-scoring-\(UUID())")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let database = try Database(.file((folder as NSString).appendingPathComponent("s.sqlite")))
    let microseconds = try await CompositionRoot.withLiveDependencies(database: database) {
      try await entryToSaved(arrows: 600)
    }
    report("scoring_entry_to_saved_us", microseconds)
  }

  /// Enters `arrows` arrows of a practice round through the live model; the median microseconds
  /// per arrow over rounds of 100.
  @MainActor
  static func entryToSaved(arrows: Int) async throws -> Double {
    @Dependency(\.rounds) var rounds
    let practice = RoundDefinition.practice(
      distance: try Length(70, .metres), face: try Length(122, .centimetres), system: .tenZone,
      indoor: false, arrowsPerEnd: 6)
    let model = LiveScoringModel(roundID: try await rounds.start(practice, nil).id)
    guard await model.load() else { throw model.error ?? UserFacingError(CancellationError()) }
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<(arrows / 100) {
      var elapsed = Duration.zero
      for _ in 0..<100 {
        if model.currentEnd.count == 6 { _ = await model.completeEnd() }
        elapsed += try await clock.measure {
          guard await model.enter(notation: "9") else {
            throw model.error ?? UserFacingError(CancellationError())
          }
        }
      }
      samples.append(elapsed.nanoseconds / 100 / 1_000)
    }
    return samples.sorted()[samples.count / 2]
  }
}
