public import CoreInterfaces

/// What Scoring asks of whoever presents it. Scoring never knows who that is: App's coordinator
/// implements it, tests implement it with a stub.
@MainActor
public protocol ScoringNavigator: AnyObject {
  /// Shows a bow-setup picker and waits; `nil` if the archer went back without choosing.
  func pickBowSetup() async -> BowSetupSummary?
}

/// What Scoring tells whoever presents it, as a stream of actions (`RoundSetupModel.actions`).
public enum ScoringAction: Sendable, Equatable {
  /// A round was started (or an unfinished one is continued) and should be shown for scoring.
  case roundStarted(RoundID, codename: String)
}
