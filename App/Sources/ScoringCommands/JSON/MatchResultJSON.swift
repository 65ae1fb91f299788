import CoreInterfaces

/// `match result --json`: each set's totals and set points, the match's set points and totals,
/// the winner and whether a shoot-off is needed. A cumulative match has no set points: they are
/// `null`, never left out.
struct MatchResultJSON: Encodable {
  /// One set or end.
  struct SetJSON: Encodable {
    let a: Int
    let b: Int
    let pointsA: Int?
    let pointsB: Int?

    enum CodingKeys: String, CodingKey { case a, b, pointsA, pointsB }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(a, forKey: .a)
      try container.encode(b, forKey: .b)
      try container.encode(pointsA, forKey: .pointsA)  // null when cumulative
      try container.encode(pointsB, forKey: .pointsB)
    }
  }

  let sets: [SetJSON]
  let setPointsA: Int?
  let setPointsB: Int?
  let totalA: Int
  let totalB: Int
  let winner: MatchSide?
  let shootOffNeeded: Bool

  init(_ match: Match) {
    let points = match.format.usesSetPoints
    sets = match.sets.map {
      SetJSON(
        a: $0.total(.a), b: $0.total(.b), pointsA: points ? $0.setPoints(.a) : nil,
        pointsB: points ? $0.setPoints(.b) : nil)
    }
    setPointsA = match.setPoints(.a)
    setPointsB = match.setPoints(.b)
    totalA = match.total(.a)
    totalB = match.total(.b)
    winner = match.outcome.winner
    shootOffNeeded = match.outcome.needsShootOff
  }

  enum CodingKeys: String, CodingKey {
    case sets, setPointsA, setPointsB, totalA, totalB, winner, shootOffNeeded
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sets, forKey: .sets)
    try container.encode(setPointsA, forKey: .setPointsA)  // null when cumulative
    try container.encode(setPointsB, forKey: .setPointsB)
    try container.encode(totalA, forKey: .totalA)
    try container.encode(totalB, forKey: .totalB)
    try container.encode(winner, forKey: .winner)  // null until decided
    try container.encode(shootOffNeeded, forKey: .shootOffNeeded)
  }
}
