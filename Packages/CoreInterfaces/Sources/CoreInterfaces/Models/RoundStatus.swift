/// Where a round is in its life.
public enum RoundStatus: String, CaseIterable, Codable, Sendable {
  case planned, inProgress, paused, completed, cancelled

  /// How a person reads it: `in progress`, `completed`.
  public var displayName: String {
    switch self {
    case .planned: "planned"
    case .inProgress: "in progress"
    case .paused: "paused"
    case .completed: "completed"
    case .cancelled: "cancelled"
    }
  }

  /// Whether arrows may still be entered.
  public var acceptsArrows: Bool { self == .inProgress || self == .paused }

  /// Whether the round has ended, for good or not.
  public var isFinal: Bool { self == .completed || self == .cancelled }

  /// Whether a round may move from this status to `next`.
  public func canTransition(to next: RoundStatus) -> Bool {
    switch (self, next) {
    case (.planned, .inProgress), (.planned, .cancelled): true
    case (.inProgress, .paused), (.inProgress, .completed), (.inProgress, .cancelled): true
    case (.paused, .inProgress), (.paused, .cancelled): true
    default: false
    }
  }
}
