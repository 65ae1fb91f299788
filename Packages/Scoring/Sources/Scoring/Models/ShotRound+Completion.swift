public import CoreInterfaces

extension ShotRound {
  /// The status this round takes once it holds `arrowCount` arrows: a fixed round that takes
  /// arrows completes itself at its last one; practice never does (only `finish` ends it), and
  /// a round past taking arrows keeps its status. Every store applies it in the transaction
  /// that saves the arrows, and the scoring model shows the same, so the rule has one home.
  public func status(holding arrowCount: Int) -> RoundStatus {
    guard status.acceptsArrows, !definition.isPractice, let total = definition.totalArrows,
      arrowCount >= total
    else { return status }
    return .completed
  }
}
