public import CoreInterfaces

extension Flow {
  /// A query that answers once with `read` and ends: what a test hands a model in place of an
  /// observed query, so each start of the model is one call of `read` (a spy counts them).
  public static func once(_ read: @escaping @Sendable () async throws -> Element) -> Flow {
    Flow { continuation in
      let task = Task {
        do {
          continuation.yield(try await read())
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      return Cancellable { task.cancel() }
    }
  }

  /// A query whose values a test sends by hand through the returned continuation.
  public static func manual() -> (
    flow: Flow, send: AsyncThrowingStream<Element, any Error>.Continuation
  ) {
    let (stream, send) = AsyncThrowingStream.makeStream(of: Element.self)
    let flow = Flow { continuation in
      let task = Task {
        do {
          for try await value in stream { continuation.yield(value) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      return Cancellable { task.cancel() }
    }
    return (flow, send)
  }
}
