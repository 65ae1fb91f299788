/// Where a round is in its life, as stored. What it means for arrows (does it take one, is it
/// complete or ended early) is ``RoundProgress``'s to say, from this and the arrows.
public enum RoundStatus: String, CaseIterable, Codable, Sendable {
  case planned, inProgress, paused, completed, cancelled

  /// Reads a status, or the phase `endedEarly` (how lists, cards and exports name a round
  /// finished before its last arrow) as the `completed` it is stored as.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    if text == RoundProgress.Phase.endedEarly.rawValue {
      self = .completed
      return
    }
    guard let status = RoundStatus(rawValue: text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a round status"))
    }
    self = status
  }

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
