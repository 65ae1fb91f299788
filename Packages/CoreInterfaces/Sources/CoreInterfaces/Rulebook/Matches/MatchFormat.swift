/// A head-to-head match's format under World Archery rules (the glossary's "Head-to-head
/// matches"): who shoots it, the arrows of a set or end, how many at most, and what decides it.
public enum MatchFormat: String, CaseIterable, Codable, Sendable {
  /// Individual recurve or barebow: sets of 3 arrows, at most 5, first to 6 set points.
  case sets
  /// Individual compound: 5 ends of 3 arrows, the higher total wins.
  case cumulative
  /// Recurve teams of three: sets of 6 arrows (2 each), at most 4, first to 5 set points.
  case teamSets = "team-sets"
  /// Compound teams of three: 4 ends of 6 arrows, the higher total wins.
  case teamCumulative = "team-cumulative"
  /// Recurve mixed pairs: sets of 4 arrows (2 each), at most 4, first to 5 set points.
  case mixedSets = "mixed-sets"
  /// Compound mixed pairs: 4 ends of 4 arrows, the higher total wins.
  case mixedCumulative = "mixed-cumulative"

  /// The face every match arrow is scored on: X counts 10 (and is kept, for the record), M is 0.
  public static let system = ScoringSystem.tenZone

  /// Archers on each side: 1, 3 for a team, 2 for a mixed team.
  public var archersPerSide: Int {
    switch self {
    case .sets, .cumulative: 1
    case .teamSets, .teamCumulative: 3
    case .mixedSets, .mixedCumulative: 2
    }
  }

  /// Arrows each side shoots in one set or end: 3, or 2 per archer for teams.
  public var arrowsPerSet: Int { archersPerSide == 1 ? 3 : 2 * archersPerSide }

  /// The most sets or ends shot before a shoot-off: 5 individual, 4 for teams.
  public var maximumSets: Int { archersPerSide == 1 ? 5 : 4 }

  /// The set points that win a set-system match (6 individual, 5 teams); `nil` when the totals
  /// decide (the cumulative formats).
  public var setPointsToWin: Int? {
    switch self {
    case .sets: 6
    case .teamSets, .mixedSets: 5
    case .cumulative, .teamCumulative, .mixedCumulative: nil
    }
  }

  /// Whether set points decide it (the set system) rather than totals.
  public var usesSetPoints: Bool { setPointsToWin != nil }

  /// Arrows each side shoots in a shoot-off: one per archer.
  public var shootOffArrows: Int { archersPerSide }

  /// What one scoring unit is called: `set` in the set system, `end` in a cumulative match.
  public var unit: String { usesSetPoints ? "set" : "end" }

  /// The place of set (or end) `number`, from 1.
  public func place(_ number: Int) -> MatchPlace {
    usesSetPoints ? .set(number) : .end(number)
  }

  /// `individual sets (recurve, barebow)`: who shoots this format, in words.
  public var title: String {
    switch self {
    case .sets: "individual sets (recurve, barebow)"
    case .cumulative: "individual cumulative (compound)"
    case .teamSets: "team sets (recurve teams of 3)"
    case .teamCumulative: "team cumulative (compound teams of 3)"
    case .mixedSets: "mixed team sets (recurve pairs)"
    case .mixedCumulative: "mixed team cumulative (compound pairs)"
    }
  }
}
