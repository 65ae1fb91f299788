/// The error an unimplemented throwing endpoint throws after reporting itself.
public struct UnimplementedEndpointError: Error, Equatable, CustomStringConvertible {
  /// The endpoint that was called, e.g. `EquipmentClient.fetchAll`.
  public let endpoint: String
  /// Creates the error for `endpoint`.
  public init(endpoint: String) { self.endpoint = endpoint }
  /// `Unimplemented: EquipmentClient.fetchAll`.
  public var description: String { "Unimplemented: \(endpoint)" }
}

/// A throwing endpoint for a test value: a call reports a failure naming `endpoint` and throws
/// ``UnimplementedEndpointError``, so a test that reaches an endpoint it did not override fails.
/// ```swift
/// static let testValue = GreetingClient(
///   greet: unimplemented("GreetingClient.greet"),
///   count: unimplemented("GreetingClient.count", placeholder: -1))
/// ```
public func unimplemented<each Argument, Result>(
  _ endpoint: String, fileID: String = #fileID, line: Int = #line
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) in
    IssueReporting.reportFailure(unimplementedMessage(endpoint), fileID: fileID, line: line)
    throw UnimplementedEndpointError(endpoint: endpoint)
  }
}

/// A non-throwing endpoint for a test value: a call reports a failure naming `endpoint` and
/// returns `placeholder`.
public func unimplemented<each Argument, Result: Sendable>(
  _ endpoint: String, placeholder: Result, fileID: String = #fileID, line: Int = #line
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) in
    IssueReporting.reportFailure(unimplementedMessage(endpoint), fileID: fileID, line: line)
    return placeholder
  }
}

/// An observation endpoint for a test value: a call reports a failure naming `endpoint` and
/// hands back a flow that ends with ``UnimplementedEndpointError``.
public func unimplementedObservation<Argument, Value: Sendable>(
  _ endpoint: String, fileID: String = #fileID, line: Int = #line
) -> @Sendable (Argument) -> Flow<Value> {
  { _ in
    IssueReporting.reportFailure(unimplementedMessage(endpoint), fileID: fileID, line: line)
    return Flow { continuation in
      continuation.finish(throwing: UnimplementedEndpointError(endpoint: endpoint))
      return .none
    }
  }
}

private func unimplementedMessage(_ endpoint: String) -> String {
  "Unimplemented: \(endpoint) was called. The test did not expect it: override \(endpoint) in "
    + "the test's dependencies (the `.dependencies { … }` trait or `withDependencies`) if it should."
}
