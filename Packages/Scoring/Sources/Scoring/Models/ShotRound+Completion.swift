public import CoreInterfaces

extension ShotRound {
  /// Where this round stands holding `arrowCount` arrows (``RoundProgress``, the one home of
  /// the rule; a round entered by its total alone counts every arrow as shot): a store settles
  /// its status with it in the transaction that saves the arrows.
  public func progress(holding arrowCount: Int) -> RoundProgress {
    RoundProgress(
      definition, status: status, arrowsShot: arrowCount,
      enteredByTotal: arrowCount == 0 && recordedTotal != nil)
  }

  /// Where this round stands holding `arrows`: the model's view, which knows the last end.
  public func progress(of arrows: [ScoredArrow]) -> RoundProgress {
    RoundProgress(
      definition, status: status, endNumbers: arrows.map(\.endNumber),
      enteredByTotal: arrows.isEmpty && recordedTotal != nil)
  }
}
