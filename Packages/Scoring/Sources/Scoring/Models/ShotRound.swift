public import CoreInterfaces
public import Foundation

/// A round being shot or shot: the snapshot of its definition taken when it started (a later
/// catalogue change never rewrites it), who shot it with what, and where it is in its life.
public struct ShotRound: Sendable, Hashable, Identifiable {
  /// The round's ID.
  public var id: RoundID
  /// The definition as it was when the round started.
  public var definition: RoundDefinition
  /// Where the round is in its life.
  public var status: RoundStatus
  /// The bow setup it is shot with, if one was chosen.
  public var setup: BowSetupID?
  /// The setup's bow style when the round started; decides compound inner-10 scoring.
  public var bowStyle: BowStyle?
  /// When it started.
  public var startedAt: Date
  /// The version of the bow setup it was shot with, as the setup was when the round started.
  public var setupVersion: Int?
  /// The total a round shot on paper was entered with, when its arrows were not kept.
  public var recordedTotal: Int?
  /// The numbers of the setup's numbered set of arrows, when it has one: an arrow's number must
  /// be one of them (``place(of:held:)``); without a set, any of `Bounded.arrowsInSet`.
  public var arrowNumbers: [Int]?

  /// A shot round.
  public init(
    id: RoundID, definition: RoundDefinition, status: RoundStatus, setup: BowSetupID? = nil,
    bowStyle: BowStyle? = nil, startedAt: Date = Date(), setupVersion: Int? = nil
  ) {
    self.setupVersion = setupVersion
    self.id = id
    self.definition = definition
    self.status = status
    self.setup = setup
    self.bowStyle = bowStyle
    self.startedAt = startedAt
  }

  /// The scoring system of the pass that end `endNumber` is shot at, for this round's bow style.
  public func system(forEnd endNumber: Int) -> ScoringSystem? {
    definition.pass(forEnd: endNumber)?.pass.system(for: bowStyle)
  }
}

/// A round as a list shows it: what, when, how far along, and the score so far.
public struct RoundListing: Sendable, Hashable, Identifiable, Codable {
  /// The round's ID.
  public var id: RoundID
  /// The round's codename (`wa18`, `custom_…`, `practice`).
  public var codename: String
  /// The round's name.
  public var name: String
  /// Where it is in its life.
  public var status: RoundStatus
  /// Arrows entered so far.
  public var arrows: Int
  /// Arrows in the whole round; `nil` for practice.
  public var totalArrows: Int?
  /// Points so far.
  public var score: Int
  /// When it started.
  public var startedAt: Date
  /// The bow setup it is shot with, if one was chosen.
  public var setup: BowSetupID?
  /// The version of that bow setup.
  public var setupVersion: Int?
  /// The bow style it is shot with.
  public var bowStyle: BowStyle?
  /// The total a round shot on paper was entered with, when its arrows were not kept.
  public var recordedTotal: Int?

  /// Where it stands (`RoundProgress`): its phase is the name a list shows.
  public var progress: RoundProgress {
    RoundProgress(arrowsInRound: totalArrows, status: status, arrowsShot: arrows)
  }

  /// A listing.
  public init(
    id: RoundID, codename: String, name: String, status: RoundStatus, arrows: Int,
    totalArrows: Int?, score: Int, startedAt: Date
  ) {
    self.id = id
    self.codename = codename
    self.name = name
    self.status = status
    self.arrows = arrows
    self.totalArrows = totalArrows
    self.score = score
    self.startedAt = startedAt
  }
}
