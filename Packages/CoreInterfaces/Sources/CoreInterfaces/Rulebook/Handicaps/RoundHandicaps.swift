/// Handicaps on one round: its expected score at a handicap, and the handicap a score earns,
/// real-valued and by the integer rule. Built once per round (faces and distances resolved); its
/// table (`HandicapTable`, 0…150) is computed once per round and arrow diameter and shared, so
/// an integer handicap is a look-up and an exact one a short search inside the table's bracket.
public struct RoundHandicaps: Sendable {
  /// The round.
  public let round: RoundDefinition
  /// The scheme.
  public let scheme: HandicapScheme
  /// The most the round can score.
  public let maximum: Int
  let model: HandicapModel
  let tabulated: HandicapTable

  /// Handicaps on `round` for an archer of `bowStyle` (a compound shoots indoor faces inner-10);
  /// practice has none.
  public init(
    _ round: RoundDefinition, bowStyle: BowStyle? = nil, scheme: HandicapScheme = .agb2023
  ) throws(HandicapError) {
    let faces = round.passes.map {
      TargetFace(system: $0.system(for: bowStyle), diameter: $0.faceDiameter.metres)
    }
    try self.init(round, faces: faces, scheme: scheme)
  }

  /// Handicaps on `round` shot on `faces`, one per pass (a classification may model a round on
  /// other faces than it is scored on).
  init(_ round: RoundDefinition, faces: [TargetFace], scheme: HandicapScheme) throws(HandicapError)
  {
    guard let maximum = round.maxScore else { throw .practiceHasNoHandicap }
    self.round = round
    self.scheme = scheme
    self.maximum = maximum
    let passes = zip(round.passes, faces).map { pass, face in
      HandicapPass(
        arrows: Double(pass.arrows), distance: pass.distance.metres, face: face,
        arrowDiameter: pass.indoor ? scheme.arrowDiameterIndoor : scheme.arrowDiameterOutdoor,
        scheme: scheme)
    }
    model = HandicapModel(scheme: scheme, passes: passes, maximum: maximum)
    tabulated = HandicapTables.table(for: model)
  }

  /// The expected score at `handicap` before rounding: Σ arrows × expected arrow score.
  public func unroundedScore(handicap: Double) -> Double {
    model.unroundedScore(handicap: handicap)
  }

  /// The expected score at `handicap`, rounded up as the scheme does.
  public func expectedScore(handicap: Double) -> Int { model.expectedScore(handicap: handicap) }

  /// The real-valued handicap of `score`: where the unrounded expected score equals it. The search
  /// starts from the table's bracket (or the whole scale, for a handicap outside 0…150); the
  /// maximum has its own rule (``maximumScoreHandicap()``).
  public func exactHandicap(for score: Int) throws(HandicapError) -> Double {
    try check(score)
    if score == maximum { return tabulated.maximumHandicap }
    let target = Double(score)
    guard let bracket = tabulated.bracket(of: target) else {
      return model.rootOverScale(of: target)
    }
    let low = Double(bracket.low)
    let fraction = (bracket.lowScore - target) / (bracket.lowScore - bracket.highScore)
    return model.root(of: target, low: low, high: Double(bracket.high), guess: low + fraction)
  }

  /// The integer handicap of `score`, by the scheme's rule: below the maximum, start at the real
  /// handicap rounded up and step up while the rounded-up expected score one step higher still
  /// reaches the score (capped at the scale's top); the maximum has its own rule
  /// (``maximumScoreHandicap()``), floored. A table look-up wherever the table decides it.
  public func integerHandicap(for score: Int) throws(HandicapError) -> Int {
    try check(score)
    if score == maximum { return Int(tabulated.maximumHandicap.rounded(.down)) }
    if let handicap = tabulated.integerByScore[score] { return handicap }
    return model.integerHandicap(for: score, exact: try exactHandicap(for: score))
  }

  /// A maximum score has no root: from the scale's lower bound, step up by 1 while the unrounded
  /// expected score still exceeds max − 1, step back 1.01, repeat in steps of 0.01, undo the last.
  public func maximumScoreHandicap() -> Double { tabulated.maximumHandicap }

  /// The expected score at each integer handicap of `handicaps` (the published tables: 0…150).
  public func table(_ handicaps: ClosedRange<Int> = 0...150) -> [(handicap: Int, score: Int)] {
    handicaps.map {
      ($0, tabulated.expectedScore(handicap: $0) ?? expectedScore(handicap: Double($0)))
    }
  }

  private func check(_ score: Int) throws(HandicapError) {
    guard score > 0 else { throw .scoreNotPositive(score) }
    guard score <= maximum else {
      throw .scoreAboveMaximum(score, maximum: maximum, round: round.name)
    }
  }
}
