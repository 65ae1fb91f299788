import CoreInterfaces

extension MatchModel {
  /// Reads the stored matches, newest first, as `match list` does, into ``earlier``, so an
  /// earlier match can be picked; `false`, with ``error`` saying why, when the read fails.
  @discardableResult
  public func listMatches() async -> Bool {
    refusal = nil
    let matches = client.wrappedValue
    return await refusing { self.earlier = try await matches.list().items }
  }
}
