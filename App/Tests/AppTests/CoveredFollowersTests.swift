import Coordinator
import CoreInterfaces
import CoreInterfacesTestSupport
import Equipment
import Scoring
import Terminal
import Testing

/// The scoring screen and the equipment hub follow the store like every list: covered by another
/// screen they stop, and on top again they follow again, reading once.
@MainActor
@Suite("Covered followers", .dependencies(), .timeLimit(.minutes(1)))
struct CoveredFollowersTests {
  /// Counts each start and stop of one observed query.
  final class Starts: Sendable {
    let starts = Locked(0)
    let stops = Locked(0)

    /// `flow`, counted: a start when it is followed, a stop when it is cancelled.
    func counting<Value: Sendable>(_ flow: Flow<Value>) -> Flow<Value> {
      Flow { continuation in
        self.starts.withLock { $0 += 1 }
        let task = Task {
          do {
            for try await value in flow { continuation.yield(value) }
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
        return Cancellable {
          self.stops.withLock { $0 += 1 }
          task.cancel()
        }
      }
    }
  }

  /// Shows `destination`, covers it with Settings and goes back, checking the query's starts
  /// and stops at each step.
  private func coverAndUncover(_ destination: Destination, _ counted: Starts) async throws {
    let coordinator = Coordinator()
    await coordinator.settled()
    coordinator.show(destination)
    await coordinator.settled()
    try await eventually("followed once") { counted.starts.withLock { $0 } == 1 }
    coordinator.show(.settings)
    await coordinator.settled()
    try await eventually("the covered screen stops") { counted.stops.withLock { $0 } == 1 }
    #expect(counted.starts.withLock { $0 } == 1, "nothing followed while covered")
    coordinator.back()
    await coordinator.settled()
    try await eventually("on top again: followed again") { counted.starts.withLock { $0 } == 2 }
    #expect(counted.stops.withLock { $0 } == 1, "still followed on top")
  }

  @Test func scoringStopsFollowingItsRoundWhileCovered() async throws {
    let rounds = RoundClient.inMemory()
    let definition = try #require(RoundCatalogue.round("wa720_70"))
    let round = try await rounds.start(definition, nil)
    let counted = Starts()
    var followed = rounds
    followed.observeSheet = { counted.counting(rounds.observeSheet($0)) }
    try await withDependencies {
      $0.archers = .inMemory()
      $0.sync = .inMemory()  // Home counts the open sync conflicts
      $0.settings = .inMemory()
      $0.rounds = followed
      $0.roundResults = RoundResultClientKey.previewValue
    } operation: {
      try await coverAndUncover(.scoring(round.id), counted)
    }
  }

  @Test func theEquipmentHubStopsFollowingItsCountsWhileCovered() async throws {
    let equipment = EquipmentClient.inMemory()
    let counted = Starts()
    var followed = equipment
    followed.observeCounts = { counted.counting(equipment.observeCounts()) }
    try await withDependencies {
      $0.archers = .inMemory()
      $0.sync = .inMemory()  // Home counts the open sync conflicts
      $0.settings = .inMemory()
      $0.equipment = followed
    } operation: {
      try await coverAndUncover(.equipmentHub, counted)
    }
  }
}
