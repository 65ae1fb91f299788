extension AsyncThrowingStream where Failure == any Error {
  /// Bridges a callback or delegate source that delivers many values: `start` wires the source to
  /// the continuation (`yield` per callback, `finish(throwing:)` on its error) and returns how to
  /// stop it. The source is stopped when the consumer cancels, drops the stream, or it finishes.
  /// ```swift
  /// let hits = AsyncThrowingStream<Int, any Error>.bridging { continuation in
  ///   sensor.delegate = HitDelegate(
  ///     onHit: { continuation.yield($0) }, onError: { continuation.finish(throwing: $0) })
  ///   sensor.start()
  ///   return Cancellable { sensor.stop() }
  /// }
  /// ```
  public static func bridging(
    bufferingPolicy: Continuation.BufferingPolicy = .unbounded,
    _ start: (Continuation) -> Cancellable
  ) -> AsyncThrowingStream<Element, any Error> {
    let (stream, continuation) = makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
    let source = PendingCancellation()
    // Set before starting, so a source that finishes inside `start` is still stopped.
    continuation.onTermination = { _ in source.cancel() }
    source.attach(start(continuation))
    return stream
  }
}
