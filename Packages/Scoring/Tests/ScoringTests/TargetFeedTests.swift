import CoreInterfaces
import CoreInterfacesTestSupport
import Dispatch
import Scoring
import Testing

@MainActor
@Suite("Electronic target feed", .dependencies(), .timeLimit(.minutes(1)))
struct TargetFeedTests {
  struct DeviceFailure: Error {}

  let tracked = TrackedRounds()
  let target = SimulatedTarget()

  func model(for definition: RoundDefinition) async throws -> LiveScoringModel {
    let id = try await tracked.store.start(definition, nil).id
    return await tracked.installed {
      let model = LiveScoringModel(roundID: id)
      await model.load()
      return model
    }
  }

  /// Starts scoring the target's hits in a task; returns it once the device is listening.
  func feed(_ model: LiveScoringModel) async throws -> Task<Int, any Error> {
    let hits = target.hits
    let task = withDependencies {
      tracked.install(&$0)
    } operation: {
      Task { try await model.score(hits: hits) }
    }
    try await eventually("the device to start") { target.isRunning }
    return task
  }

  @Test func hitsAreScoredFromTheirCoordinatesIntoEndsAndAFullRoundStopsTheDevice() async throws {
    let model = try await model(for: try #require(RoundCatalogue.round("bray_i")))
    let task = try await feed(model)
    for index in 0..<30 { target.hit(x: 0, y: index.isMultiple(of: 2) ? 0.001 : 0.015) }
    #expect(try await task.value == 30)
    #expect(model.card?.ends.count == 10)
    #expect(model.card?.ends.first?.arrows.map(\.description) == ["X", "10", "X"])
    #expect(
      model.arrows.allSatisfy { $0.entry.position != nil }, "plotted, so analytics can group them")
    try await eventually("the device to stop") { target.stops == 1 }
    #expect(target.starts == 1)
  }

  @Test func aDeviceFailureEndsTheFeedWithItsErrorAndKeepsEveryArrowBefore() async throws {
    let model = try await model(for: try #require(RoundCatalogue.round("wa18")))
    let task = try await feed(model)
    target.hit(x: 0.05, y: 0)
    target.hit(x: 0, y: -0.05)
    target.fail(DeviceFailure())
    await #expect(throws: DeviceFailure.self) { try await task.value }
    #expect(model.arrows.count == 2)
    #expect(tracked.saves.callCount == 2)
    try await eventually("the device to stop") { target.stops == 1 }
  }

  @Test func aBurstFromOtherThreadsLosesNoHitAndCountsNoneTwice() async throws {
    let practice = RoundDefinition.practice(
      distance: Length.known(18, .metres), face: Length.known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 6)
    let model = try await model(for: practice)
    let task = try await feed(model)
    let target = target
    // 4 threads × 150 hits, all at once, while the main actor is busy scoring.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
          for index in 0..<150 {
            target.hit(x: 0.001 * Double(thread), y: 0, arrowNumber: index + 1)
          }
        }
        done.resume()
      }
    }
    try await eventually("all 600 hits to be scored") { model.arrows.count == 600 }
    task.cancel()
    _ = try? await task.value
    let places = Set(tracked.saves.calls.map { [$0.endNumber, $0.arrowIndex] })
    #expect(places.count == 600, "600 saves at 600 distinct places")
    #expect(model.card?.ends.count == 100)
    try await eventually("the device to stop") { target.stops == 1 }
  }

  @Test func hitsAfterTheRoundIsFullAreNotCounted() async throws {
    let model = try await model(for: try #require(RoundCatalogue.round("bray_i")))
    let task = try await feed(model)
    for _ in 0..<35 { target.hit(x: 0, y: 0) }
    #expect(try await task.value == 30)
    #expect(tracked.saves.callCount == 30)
  }
}
