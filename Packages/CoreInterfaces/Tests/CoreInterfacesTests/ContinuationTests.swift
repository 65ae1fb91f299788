import CoreInterfaces
import CoreInterfacesTestSupport
import Testing

/// A callback API of the old kind: starts work, calls back later, can be cancelled.
final class FakeSensor: Sendable {
  let starts = Locked(0)
  let cancels = Locked(0)
  let pending = Locked<[@Sendable (Result<Int, any Error>) -> Void]>([])

  func read(_ callback: @escaping @Sendable (Result<Int, any Error>) -> Void) -> Cancellable {
    starts.withLock { $0 += 1 }
    pending.withLock { $0.append(callback) }
    return Cancellable { self.cancels.withLock { $0 += 1 } }
  }

  func complete(_ result: Result<Int, any Error>) {
    for callback in pending.withLock({ $0 }) { callback(result) }
  }

  func reading() async throws -> Int {
    try await withCancellableContinuation { once in
      read { once.resume(with: $0) }
    }
  }
}

@Suite("Exactly-once continuation", .timeLimit(.minutes(1)))
struct ContinuationTests {
  @Test func callbackValueResumesTheCaller() async throws {
    let sensor = FakeSensor()
    let reading = Task { try await sensor.reading() }
    try await eventually { sensor.starts.withLock { $0 } == 1 }
    sensor.complete(.success(42))
    #expect(try await reading.value == 42)
    #expect(sensor.cancels.withLock { $0 } == 0)
  }

  @Test func callbackErrorIsThrown() async throws {
    let sensor = FakeSensor()
    let reading = Task { try await sensor.reading() }
    try await eventually { sensor.starts.withLock { $0 } == 1 }
    sensor.complete(.failure(Failure()))
    await #expect(throws: Failure()) { try await reading.value }
  }

  @Test func duplicateAndLateCallbacksAreIgnoredAndReported() async throws {
    let (results, issues) = try await collectingIssues {
      let results = Locked<[Bool]>([])
      let value = try await withCancellableContinuation { (once: ResumeOnce<Int>) in
        results.withLock { $0.append(once.resume(returning: 1)) }
        results.withLock { $0.append(once.resume(returning: 2)) }
        results.withLock { $0.append(once.resume(throwing: Failure())) }
        return .none
      }
      #expect(value == 1)
      return results.withLock { $0 }
    }
    #expect(results == [true, false, false])
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.severity == .warning && $0.message.contains("ignored") })
  }

  @Test func cancellingTheCallerThrowsCancellationAndStopsTheWork() async throws {
    let sensor = FakeSensor()
    let reading = Task { try await sensor.reading() }
    try await eventually { sensor.starts.withLock { $0 } == 1 }
    reading.cancel()
    await #expect(throws: CancellationError.self) { try await reading.value }
    #expect(sensor.cancels.withLock { $0 } == 1)
    let (_, issues) = await collectingIssues { sensor.complete(.success(1)) }
    #expect(issues.map(\.severity) == [.warning], "the late callback is ignored, not a crash")
  }

  @Test func alreadyCancelledCallerNeverStartsTheWork() async throws {
    let sensor = FakeSensor()
    let reading = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sensor.reading()
    }
    await #expect(throws: CancellationError.self) { try await reading.value }
    #expect(sensor.starts.withLock { $0 } == 0)
  }

  /// Callbacks and cancellations race in every order: each call ends exactly once, none hangs.
  @Test func randomRacesResumeEachCallExactlyOnce() async throws {
    let outcomes = Locked<[String: Int]>([:])
    let lateCallbacks = Locked<[ReportedIssue]>([])
    try await IssueReporting.withReporter(.collecting(into: lateCallbacks)) {
      try await racingCalls(recordingInto: outcomes)
    }
    let counts = outcomes.withLock { $0 }
    #expect(counts.values.reduce(0, +) == 200)
    #expect(counts["wrong"] == nil && counts["error"] == nil)
    #expect(counts["cancelled", default: 0] >= 50, "every index % 4 == 0 call was cancelled")
    #expect(lateCallbacks.withLock { $0 }.allSatisfy { $0.severity == .warning })
  }

  private func racingCalls(recordingInto outcomes: Locked<[String: Int]>) async throws {
    try await withTimeout("200 racing calls", .seconds(30)) {
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<200 {
          group.addTask {
            let sensor = FakeSensor()
            let reading = Task { try await sensor.reading() }
            if index % 4 == 0 { reading.cancel() }  // often before the work starts
            if index % 4 != 0 {
              while sensor.starts.withLock({ $0 }) == 0 { await Task.yield() }
            }
            if index % 3 == 0 { reading.cancel() }  // racing the callback below
            sensor.complete(.success(index))
            if index % 5 == 0 { reading.cancel() }  // after the callback: too late to matter
            let outcome: String
            do { outcome = try await reading.value == index ? "value" : "wrong" } catch {
              outcome = error is CancellationError ? "cancelled" : "error"
            }
            outcomes.withLock { $0[outcome, default: 0] += 1 }
          }
        }
      }
    }
  }

  @Test func resultCapturesSuccessAndFailure() async {
    let success = await result { 5 }
    let failure = await result { () async throws -> Int in throw Failure() }
    #expect((try? success.get()) == 5)
    #expect(throws: Failure()) { try failure.get() }
  }
}
