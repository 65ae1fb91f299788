public import CoreInterfaces

extension ShotRound {
  /// Where this round stands holding `arrowCount` arrows (`RoundProgress`, the one home of
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

  /// The same for `arrows` in shooting order (a scoring sheet): the last end's arrows are the
  /// tail, so a 20,000-arrow round stands in the time of its last end, not of all its arrows.
  /// `earlier` arrows come before them (a sheet loaded by its last end, ``RoundTail``).
  public func progress(ofInOrder arrows: [ScoredArrow], after earlier: Int = 0) -> RoundProgress {
    let lastEnd = arrows.last.map { last in
      RoundProgress.EndHeld(
        number: last.endNumber,
        arrows: arrows.reversed().prefix { $0.endNumber == last.endNumber }.count)
    }
    return RoundProgress(
      definition, status: status, arrowsShot: earlier + arrows.count, lastEnd: lastEnd,
      enteredByTotal: arrows.isEmpty && earlier == 0 && recordedTotal != nil)
  }
}
