/// Reads the score card of a round (``RoundResult``): its stored summary and its personal-best
/// standing. Live values live in App, over the stored summaries.
public struct RoundResultClient: Sendable {
  /// The card of a round; a round that is gone throws its "not found", a damaged stored summary
  /// throws the damage, naming it.
  public var result: @Sendable (RoundID) async throws -> RoundResult

  /// Creates a client from its endpoint.
  public init(result: @escaping @Sendable (RoundID) async throws -> RoundResult) {
    self.result = result
  }
}

/// Registers ``RoundResultClient`` in the dependency registry.
public enum RoundResultClientKey: DependencyKey {
  /// Reports "Unimplemented: RoundResultClient.result" and throws.
  public static let testValue = RoundResultClient(result: unimplemented("RoundResultClient.result"))

  /// Every round's card is ``RoundResult/sample`` under the round's ID.
  public static var previewValue: RoundResultClient {
    RoundResultClient { id in
      guard var sample = RoundResult.sample else {
        throw UnimplementedEndpointError(endpoint: "RoundResultClient.result (no sample)")
      }
      sample.id = id
      return sample
    }
  }
}

extension DependencyValues {
  /// Score cards: `@Dependency(\.roundResults) var results`.
  public var roundResults: RoundResultClient {
    get { self[RoundResultClientKey.self] }
    set { self[RoundResultClientKey.self] = newValue }
  }
}
