import CoreInterfaces

extension LiveScoringModel {
  /// Scores every hit of `hits` into the round from its coordinates, completing each end as it
  /// fills, until the round is full (the loop then ends, which stops the device) or the
  /// sequence ends. A device failure ends it with that error; every arrow scored before it stays.
  /// A hit the round refuses (paused, finished) ends it with the model's error. Returns how many
  /// hits were scored.
  @discardableResult
  public func score(hits: some AsyncSequence<TargetHit, any Error>) async throws -> Int {
    var scored = 0
    for try await hit in hits {
      await completeEndIfFull()
      if isWhole { break }
      guard await plot(x: hit.x, y: hit.y, arrowNumber: hit.arrowNumber) else {
        throw error ?? UserFacingError(ScoringError.roundNotFound(roundID))
      }
      scored += 1
      if isWhole { break }
    }
    return scored
  }
}
