public import CoreInterfaces

/// A hit an electronic target registered: where, in metres from the face centre, +y up, and
/// which numbered arrow if the device knows.
public struct TargetHit: Sendable, Hashable {
  /// Metres right of the centre.
  public var x: Double
  /// Metres above the centre.
  public var y: Double
  /// The arrow's number, if the device reads it.
  public var arrowNumber: Int?

  /// A hit.
  public init(x: Double, y: Double, arrowNumber: Int? = nil) {
    self.x = x
    self.y = y
    self.arrowNumber = arrowNumber
  }
}

/// An electronic scoring target's callback API, the shape such devices ship: start it with a
/// handler for hits and one for failures, which it calls from its own thread; stop it when done.
public protocol ElectronicTarget: Sendable {
  /// Starts reporting hits to `onHit` until stopped, or until a failure reported to `onFailure`.
  func start(
    onHit: @escaping @Sendable (TargetHit) -> Void,
    onFailure: @escaping @Sendable (any Error) -> Void)
  /// Stops reporting.
  func stop()
}

extension ElectronicTarget {
  /// The hits as an async sequence. Each loop starts the device and stops it when the loop ends
  /// — a `break`, the task's cancellation, or a device failure, which the loop then throws.
  /// Hits are buffered without limit while the loop is busy, so none is lost.
  public var hits: Flow<TargetHit> {
    Flow { continuation in
      start(onHit: { continuation.yield($0) }, onFailure: { continuation.finish(throwing: $0) })
      return Cancellable { self.stop() }
    }
  }
}
