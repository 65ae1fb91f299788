public import CoreInterfaces
public import Foundation

/// One round's stored summary as history reads it, column by column (no JSON, no arrows), with
/// what history filters by: statistics across rounds read these.
public struct StoredRoundSummary: Sendable, Hashable {
  /// The round.
  public var id: RoundID
  /// The bow setup it was shot with, if any.
  public var setup: BowSetupID?
  /// The round's codename.
  public var codename: String
  /// The round's name.
  public var name: String
  /// When it was started.
  public var date: Date
  /// Where it is in its life.
  public var status: RoundStatus
  /// Arrows, total, hits, golds and Xs.
  public var tally: ScoreTally
  /// Arrows scoring 10 or written X.
  public var tenPlusX: Int
  /// The most the arrows shot could have scored.
  public var possible: Int
  /// The round's maximum; `nil` for practice.
  public var maximum: Int?
  /// Whether every arrow of a fixed round is in.
  public var isComplete: Bool
  /// The integer handicap of a complete round that has one.
  public var handicap: Int?
  /// The class reached, where the round's archer has a category and the round is in the scheme.
  public var classification: Classification?
  /// Stored arrows no face can score (another program's rows), counted as shot and as misses:
  /// whatever shows a figure from this summary says so.
  public var damagedArrows = 0

  /// Whether the round was entered by its total alone (shot on paper): its points are stored but
  /// no hits. An arrow-by-arrow round with no hits scores 0, so a total above 0 without hits
  /// can only be one entered as a total (`RoundSummary/isScoreOnly`).
  public var isEnteredAsTotal: Bool { tally.hits == 0 && tally.total > 0 }

  /// Where the round stands (`RoundProgress`): `endedEarly` for one finished short.
  public var phase: RoundProgress.Phase {
    RoundProgress.phase(status: status, isWhole: isComplete, isPractice: maximum == nil)
  }

  /// A row from its columns.
  public init(
    id: RoundID, setup: BowSetupID?, codename: String, name: String, date: Date,
    status: RoundStatus, tally: ScoreTally, tenPlusX: Int, possible: Int, maximum: Int?,
    isComplete: Bool, handicap: Int?, classification: Classification?
  ) {
    self.id = id
    self.setup = setup
    self.codename = codename
    self.name = name
    self.date = date
    self.status = status
    self.tally = tally
    self.tenPlusX = tenPlusX
    self.possible = possible
    self.maximum = maximum
    self.isComplete = isComplete
    self.handicap = handicap
    self.classification = classification
  }

  /// The row for `summary`.
  public init(id: RoundID, setup: BowSetupID? = nil, summary: RoundSummary) {
    self.init(
      id: id, setup: setup, codename: summary.codename, name: summary.name, date: summary.date,
      status: summary.status, tally: summary.tally, tenPlusX: summary.tenPlusX,
      possible: summary.possible, maximum: summary.maximum, isComplete: summary.isComplete,
      handicap: summary.handicap, classification: summary.classification)
  }

  /// The summary of `record`, as the store would keep it (the in-memory client's).
  public init(_ record: RoundRecord, category: ClassificationCategory? = nil) {
    self.init(
      id: record.id,
      summary: RoundSummary(
        round: record.definition,
        arrows: record.arrows.map { RoundSummary.Arrow(endNumber: $0.endNumber, value: $0.value) },
        status: record.status, date: record.startedAt, bowStyle: record.bowStyle,
        setupVersion: record.bowSetupVersion, category: category,
        recordedTotal: record.recordedTotal))
  }

  /// Score over the most the arrows could have scored; `nil` with no arrows.
  public var fraction: Double? { possible == 0 ? nil : Double(tally.total) / Double(possible) }
}
