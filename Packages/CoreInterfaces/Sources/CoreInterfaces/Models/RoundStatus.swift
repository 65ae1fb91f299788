/// Where a round is in its life.
public enum RoundStatus: String, CaseIterable, Codable, Sendable {
  case planned, inProgress, paused, completed, cancelled

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
