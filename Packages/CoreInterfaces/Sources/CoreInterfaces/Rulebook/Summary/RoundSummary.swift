public import Foundation

/// One round's scoresheet in a few numbers: what issue 19's score card shows and issue 20's
/// stored summary row keeps. Built only by ``init(round:arrows:status:date:bowStyle:setupVersion:category:recordedTotal:)``
/// from the round's definition and arrows, so the card, the stored row and a rebuild agree.
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
  /// Whether the round was entered by its total alone (shot on paper): its tally holds the total
  /// and the round's arrow count, and no hits, golds or Xs, which were not recorded.
  public var isScoreOnly = false
  /// Whether every arrow of a fixed round is in.
  public var isComplete: Bool
  /// The integer Archery GB handicap, for a complete round that has one (not practice, not 0).
  public var handicap: Int?
  /// The class reached, for a complete catalogue round when a category was given.
  public var classification: Classification?

  /// Summarises `round`'s `arrows` (any order). `bowStyle` is the one it was scored with
  /// (compound inner-10 indoors) and decides the handicap's faces; `category` (optional)
  /// decides the classification. A fixed round with no arrows and a `recordedTotal` (one the
  /// round can score) was entered by its total: it is complete with that total.
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
    var tally = ScoreTally()
    var passes = round.passes.map { DistanceSubtotal(distance: $0.distance, tally: ScoreTally()) }
    var damaged = 0
    var outside = 0
    for arrow in arrows {
      guard let (number, pass) = round.pass(forEnd: arrow.endNumber) else {
        outside += 1
        continue
      }
      let system = pass.system(for: bowStyle)
      if !tally.add(arrow.value, on: system) { damaged += 1 }
      passes[number].tally.add(arrow.value, on: system)
    }
    if arrows.isEmpty, let recordedTotal, let count = round.totalArrows,
      round.canScore(recordedTotal, bowStyle: bowStyle)
    {
      tally = ScoreTally(arrows: count, total: recordedTotal, hits: 0, golds: 0, xs: 0)
      isScoreOnly = true
    }
    self.tally = tally
    distances = passes
    damagedArrows = damaged
    arrowsOutsideRound = outside
    isComplete = round.totalArrows.map { tally.arrows >= $0 } ?? false
    handicap = nil
    classification = nil
    guard isComplete else { return }
    handicap = try? RoundHandicaps(round, bowStyle: bowStyle).integerHandicap(for: tally.total)
    if let category {
      classification = try? RoundClassifications(round, category: category).classify(tally.total)
    }
  }

  /// Decodes a stored summary and refuses one whose counts cannot be (negative, more hits than
  /// arrows), naming the count, so a damaged row is reported, never shown.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    codename = try container.decode(String.self, forKey: .codename)
    name = try container.decode(String.self, forKey: .name)
    status = try container.decode(RoundStatus.self, forKey: .status)
    date = try container.decode(Date.self, forKey: .date)
    setupVersion = try container.decodeIfPresent(Int.self, forKey: .setupVersion)
    arrowsInRound = try container.decodeIfPresent(Int.self, forKey: .arrowsInRound)
    maximum = try container.decodeIfPresent(Int.self, forKey: .maximum)
    tally = try container.decode(ScoreTally.self, forKey: .tally)
    distances = try container.decode([DistanceSubtotal].self, forKey: .distances)
    damagedArrows = try container.decode(Int.self, forKey: .damagedArrows)
    arrowsOutsideRound = try container.decode(Int.self, forKey: .arrowsOutsideRound)
    isScoreOnly = try container.decodeIfPresent(Bool.self, forKey: .isScoreOnly) ?? false
    isComplete = try container.decode(Bool.self, forKey: .isComplete)
    handicap = try container.decodeIfPresent(Int.self, forKey: .handicap)
    classification = try container.decodeIfPresent(Classification.self, forKey: .classification)
    let problem =
      ([tally] + distances.map(\.tally)).lazy.compactMap(\.problem).first
      ?? (damagedArrows < 0 || arrowsOutsideRound < 0 ? "a negative count" : nil)
    if let problem {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "summary of '\(codename)': \(problem)"))
    }
  }
}
