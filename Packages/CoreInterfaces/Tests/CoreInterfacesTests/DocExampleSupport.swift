import CoreInterfaces

/// A pretend scoring target with a delegate, the kind of callback API the bridging examples wrap.
final class TargetSensor: Sendable {
  private let state = Locked<(delegate: HitDelegate?, running: Bool, stops: Int)>((nil, false, 0))

  var delegate: HitDelegate? {
    get { state.withLock { $0.delegate } }
    set { state.withLock { $0.delegate = newValue } }
  }
  var isRunning: Bool { state.withLock { $0.running } }
  var stops: Int { state.withLock { $0.stops } }

  func start() { state.withLock { $0.running = true } }
  func stop() {
    state.withLock {
      $0.running = false
      $0.stops += 1
    }
  }

  /// Simulates a hit arriving from the device.
  func hit(_ score: Int) { delegate?.onHit(score) }
  /// Simulates the device failing.
  func fail(_ error: any Error) { delegate?.onError(error) }

  /// A one-shot read: answers `reading` from another task unless cancelled first.
  func read(_ completion: @escaping @Sendable (Result<Int, any Error>) -> Void) -> ReadRequest {
    let request = ReadRequest(completion: completion)
    Task { request.complete(42) }
    return request
  }
}

/// The delegate the sensor calls back.
struct HitDelegate: Sendable {
  let onHit: @Sendable (Int) -> Void
  let onError: @Sendable (any Error) -> Void
}

/// One in-flight read of the sensor.
final class ReadRequest: Sendable {
  private let completion: @Sendable (Result<Int, any Error>) -> Void
  private let cancelled = Locked(false)
  init(completion: @escaping @Sendable (Result<Int, any Error>) -> Void) {
    self.completion = completion
  }
  var isCancelled: Bool { cancelled.withLock { $0 } }
  func complete(_ value: Int) { completion(.success(value)) }
  func cancel() { cancelled.withLock { $0 = true } }
}

/// A pretend store whose observation calls back with every change.
final class FakeStore: Sendable {
  private let observers = Locked<[Int: @Sendable ([String]) -> Void]>([:])
  private let rows = Locked<[String]>(["riser"])

  func observe(_ onChange: @escaping @Sendable ([String]) -> Void) -> Observation {
    let id = observers.withLock { observers in
      let id = observers.count
      observers[id] = onChange
      return id
    }
    onChange(rows.withLock { $0 })
    return Observation { [weak self] in _ = self?.observers.withLock { $0.removeValue(forKey: id) }
    }
  }

  var observerCount: Int { observers.withLock { $0.count } }
}

/// Stops an observation.
struct Observation: Sendable {
  let stop: @Sendable () -> Void
}
