import CoreInterfaces

extension LiveScoringModel {
  /// What an ask to finish did.
  public enum FinishStep: Equatable, Sendable {
    /// A fixed round with `remaining` arrows still to shoot: ``finishPending`` is set; ask
    /// again to end it early.
    case needsConfirming(remaining: Int)
    /// Finished: practice ended, or a fixed round ended early (its card says so).
    case finished
    /// Refused (a cancelled round, a failed write); ``error`` says why.
    case refused
  }

  /// Finishes practice at once; a fixed round with arrows still to shoot is ended early only when
  /// asked twice in a row (as `rounds finish` ends it), and any other intent in between forgets
  /// the first ask.
  public func askToFinish() async -> FinishStep {
    if !finishPending, let round, round.status != .completed {
      let progress = round.progress(of: arrows)
      if progress.isOpen, !progress.isWhole, let total = progress.arrowsInRound {
        (finishPending, cancelPending) = (true, false)
        return .needsConfirming(remaining: total - progress.arrowsShot)
      }
    }
    return await finish(endingEarly: true) ? .finished : .refused
  }
}
