public import CoreInterfaces

/// What Analytics tells whoever presents it, as a stream of actions (`AnalyticsHubModel.actions`,
/// `RoundDetailModel.actions`); like the other features, it never navigates itself.
public enum AnalyticsAction: Sendable, Equatable {
  /// Show this round in detail.
  case openRound(RoundID)
  /// Show this unfinished round for scoring.
  case continueScoring(RoundID)
  /// Show this round's sheet, in any status, to correct an arrow already entered.
  case correctArrows(RoundID)
}
