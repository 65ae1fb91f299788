public import Foundation

/// One round's scoresheet in a few numbers: what issue 19's score card shows and issue 20's
/// stored summary row keeps. Its counts are made only by ``add(_:of:bowStyle:category:)``: the
/// full build from the round's arrows and a save's arrows added to the stored row take the same
/// step, so the card, the stored row and a rebuild agree.
public struct RoundSummary: Sendable, Hashable, Codable {
  /// One arrow as the summary reads it: the end it was shot in (from 1) and its value.
  public struct Arrow: Sendable, Hashable {
    /// The end, from 1 (it decides the distance and face).
    public var endNumber: Int
    /// The value entered.
    public var value: ArrowValue

    /// An arrow of end `endNumber`.
    public init(endNumber: Int, value: ArrowValue) {
      self.endNumber = endNumber
      self.value = value
    }
  }

  /// One distance's subtotal, in shooting order.
  public struct DistanceSubtotal: Sendable, Hashable, Codable {
    /// The distance shot.
    public var distance: Length
    /// Its counts.
    public var tally: ScoreTally

    /// A subtotal.
    public init(distance: Length, tally: ScoreTally) {
      self.distance = distance
      self.tally = tally
    }
  }

  /// The round's codename (`wa18`, `custom_…`, `practice`).
  public var codename: String
  /// The round's name.
  public var name: String
  /// Where it is in its life.
  public var status: RoundStatus
  /// When it was shot (started).
  public var date: Date
  /// The bow-setup version it was shot with, where the round records one.
  public var setupVersion: Int?
  /// Arrows in the whole round; `nil` for practice.
  public var arrowsInRound: Int?
  /// The most it could score; `nil` for practice.
  public var maximum: Int?
  /// The whole round's counts.
  public var tally: ScoreTally
  /// Each distance's counts, in shooting order (a distance not yet reached has an empty tally).
  public var distances: [DistanceSubtotal]
  /// Stored arrows whose points no face of theirs scores: counted as shot, scoring nothing.
  public var damagedArrows: Int
  /// Stored arrows in an end the round does not have: left out of every count.
  public var arrowsOutsideRound: Int
  /// Arrows that are not misses scoring 10 or written X (damaged and stray ones included, as the
  /// score card counts them).
  public var tenPlusX: Int
  /// The most the arrows shot could have scored, each on its own face (a 10-zone face for an
  /// arrow outside the round): the score fraction's denominator.
  public var possible: Int
  /// Whether every arrow of a fixed round is in.
  public var isComplete: Bool
  /// The integer Archery GB handicap, for a complete round that has one (not practice, not 0).
  public var handicap: Int?
  /// The class reached, for a complete catalogue round when a category was given.
  public var classification: Classification?

  /// Summarises `round`'s `arrows` (any order): ``add(_:of:bowStyle:category:)`` from no
  /// arrows. `bowStyle` is the one it was scored with (compound inner-10 indoors) and decides the
  /// handicap's faces; `category` (optional) decides the classification. A fixed round with no
  /// arrows and a `recordedTotal` it can score was entered by that total alone (shot on paper):
  /// it is complete with that total, its arrows counted as shot, and no hits recorded.
  public init(
    round: RoundDefinition, arrows: [Arrow], status: RoundStatus, date: Date,
    bowStyle: BowStyle? = nil, setupVersion: Int? = nil, category: ClassificationCategory? = nil,
    recordedTotal: Int? = nil
  ) {
    codename = round.id
    name = round.name
    self.status = status
    self.date = date
    self.setupVersion = setupVersion
    arrowsInRound = round.totalArrows
    maximum = round.maxScore
    tally = ScoreTally()
    distances = round.passes.map { DistanceSubtotal(distance: $0.distance, tally: ScoreTally()) }
    (damagedArrows, arrowsOutsideRound, tenPlusX, possible) = (0, 0, 0, 0)
    (isComplete, handicap, classification) = (false, nil, nil)
    add(arrows, of: round, bowStyle: bowStyle, category: category)
    if arrows.isEmpty, let recordedTotal, let count = round.totalArrows,
      round.canScore(recordedTotal, bowStyle: bowStyle)
    {
      tally = ScoreTally(arrows: count, total: recordedTotal, hits: 0, golds: 0, xs: 0)
      possible = round.maxScore ?? 0
      add([], of: round, bowStyle: bowStyle, category: category)  // completeness, handicap, class
    }
  }

  /// Where the round stands (``RoundProgress``, from its status and the arrows counted): its
  /// phase names it `completed`, `endedEarly` and so on.
  public var progress: RoundProgress {
    RoundProgress(arrowsInRound: arrowsInRound, status: status, arrowsShot: tally.arrows)
  }

  /// Whether the round was entered by its total alone: points with no hit recorded. A round
  /// entered arrow by arrow with no hit scores 0, so only a total entered alone has points and
  /// no hits (the one reading every store and reader shares).
  public var isScoreOnly: Bool { tally.hits == 0 && tally.total > 0 }

  /// A stored summary from its figures, or ``Damage`` naming what cannot be (a negative count,
  /// more hits than arrows): a damaged stored row is reported, never shown.
  public init(
    codename: String, name: String, status: RoundStatus, date: Date, setupVersion: Int?,
    arrowsInRound: Int?, maximum: Int?, tally: ScoreTally, distances: [DistanceSubtotal],
    damagedArrows: Int, arrowsOutsideRound: Int, tenPlusX: Int, possible: Int, isComplete: Bool,
    handicap: Int?, classification: Classification?
  ) throws(Damage) {
    let problem =
      ([tally] + distances.map(\.tally)).lazy.compactMap(\.problem).first
      ?? ([damagedArrows, arrowsOutsideRound, possible].contains { $0 < 0 }
        ? "a negative count" : nil)
      ?? ((0...tally.hits).contains(tenPlusX) ? nil : "more 10s and Xs than hits")
    if let problem { throw Damage(problem: problem) }
    self.codename = codename
    self.name = name
    self.status = status
    self.date = date
    self.setupVersion = setupVersion
    self.arrowsInRound = arrowsInRound
    self.maximum = maximum
    self.tally = tally
    self.distances = distances
    self.damagedArrows = damagedArrows
    self.arrowsOutsideRound = arrowsOutsideRound
    self.tenPlusX = tenPlusX
    self.possible = possible
    self.isComplete = isComplete
    self.handicap = handicap
    self.classification = classification
  }

  /// Decodes a summary (as `--json` and the score card write it) and refuses one whose counts
  /// cannot be, naming the count, like the stored figures.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        codename: container.decode(String.self, forKey: .codename),
        name: container.decode(String.self, forKey: .name),
        status: container.decode(RoundStatus.self, forKey: .status),
        date: container.decode(Date.self, forKey: .date),
        setupVersion: container.decodeIfPresent(Int.self, forKey: .setupVersion),
        arrowsInRound: container.decodeIfPresent(Int.self, forKey: .arrowsInRound),
        maximum: container.decodeIfPresent(Int.self, forKey: .maximum),
        tally: container.decode(ScoreTally.self, forKey: .tally),
        distances: container.decode([DistanceSubtotal].self, forKey: .distances),
        damagedArrows: container.decode(Int.self, forKey: .damagedArrows),
        arrowsOutsideRound: container.decode(Int.self, forKey: .arrowsOutsideRound),
        tenPlusX: container.decode(Int.self, forKey: .tenPlusX),
        possible: container.decode(Int.self, forKey: .possible),
        isComplete: container.decode(Bool.self, forKey: .isComplete),
        handicap: container.decodeIfPresent(Int.self, forKey: .handicap),
        classification: container.decodeIfPresent(Classification.self, forKey: .classification))
    } catch let damage as Damage {
      let name = (try? container.decode(String.self, forKey: .codename)) ?? ""
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "summary of '\(name)': \(damage.problem)"))
    }
  }

  /// The summary's one rule: counts `arrows` in (each on its distance's face, a damaged one as
  /// shot and scoring nothing, one outside the round apart), then settles completeness, handicap
  /// and class. The initializer is this step from no arrows; a save adds only its own arrows to
  /// the stored summary. `round`, `bowStyle` and `category` are the summary's own.
  public mutating func add(
    _ arrows: [Arrow], of round: RoundDefinition, bowStyle: BowStyle?,
    category: ClassificationCategory?
  ) {
    // Each distance's face for this bow, found once a call, not once an arrow.
    let systems = round.passes.map { $0.system(for: bowStyle) }
    let maxima = systems.map(\.maxPoints)
    for arrow in arrows {
      let value = arrow.value
      guard let number = round.pass(forEnd: arrow.endNumber)?.number else {
        possible += ScoringSystem.tenZone.maxPoints
        if !value.isMiss, value.points == 10 || value.isX { tenPlusX += 1 }
        arrowsOutsideRound += 1
        continue
      }
      possible += maxima[number]
      // The arrow's counts, made once and added to the round's and to its distance's.
      var shot = ScoreTally()
      let sound = shot.add(value, on: systems[number])
      if !sound { damagedArrows += 1 }
      if sound, !value.isMiss, value.points == 10 || value.isX { tenPlusX += 1 }
      tally += shot
      // NB: a summary read from a store with fewer distances than its round leaves them out
      // rather than trap; `quiver check` names the difference.
      if distances.indices.contains(number) { distances[number].tally += shot }
    }
    isComplete = progress.isWhole
    handicap = nil
    classification = nil
    // A damaged stored arrow scores nothing, so the total is not what was shot: no handicap or
    // class is claimed for it (the card names the damage).
    guard isComplete, damagedArrows == 0 else { return }
    // The round's handicaps are made once per definition and bow style (`RoundHandicapsCache`).
    handicap = try? RoundHandicapsCache.handicaps(round, bowStyle: bowStyle).get()
      .integerHandicap(for: tally.total)
    if let category {
      classification = try? RoundClassifications(round, category: category).classify(tally.total)
    }
  }

  /// What makes stored figures impossible.
  public struct Damage: Error, Equatable {
    /// The problem, e.g. "more hits, golds or Xs than arrows".
    public var problem: String

    /// Damage of `problem`.
    public init(problem: String) { self.problem = problem }
  }
}
