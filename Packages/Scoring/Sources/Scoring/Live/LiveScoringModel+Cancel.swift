extension LiveScoringModel {
  /// What an ask to cancel did.
  public enum CancelStep: Equatable, Sendable {
    /// The first ask: ``cancelPending`` is set; ask again to cancel.
    case needsConfirming
    /// Cancelled: the round keeps its arrows and takes no more.
    case cancelled
    /// Refused (a finished round, a failed write); ``error`` says why.
    case refused
  }

  /// Cancels the round when asked twice in a row, since a cancelled round takes no more arrows;
  /// the first ask only sets ``cancelPending``, and any other intent in between forgets it.
  public func askToCancel() async -> CancelStep {
    guard cancelPending else {
      (cancelPending, finishPending) = (true, false)
      return .needsConfirming
    }
    return await cancel() ? .cancelled : .refused
  }
}
