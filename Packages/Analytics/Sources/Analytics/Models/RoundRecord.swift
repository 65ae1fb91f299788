public import CoreInterfaces
public import Foundation

/// A round as analytics reads it: the definition it was shot to, its status, bow style and date,
/// and its arrows in shooting order.
public struct RoundRecord: Sendable, Hashable, Identifiable, Codable {
  /// The round's ID.
  public var id: RoundID
  /// The definition it was shot to (its snapshot).
  public var definition: RoundDefinition
  /// Where it is in its life.
  public var status: RoundStatus
  /// The bow style it was shot with, if known (compound inner-10).
  public var bowStyle: BowStyle?
  /// When it started.
  public var startedAt: Date
  /// Its arrows, in shooting order.
  public var arrows: [PlottedArrow]
  /// The bow setup it was shot with, if one was chosen and still exists in the store it came
  /// from (an import keeps it only where that setup exists).
  public var bowSetup: BowSetupID?
  /// The version of that bow setup it was shot with.
  public var bowSetupVersion: Int?
  /// That bow setup's name as the store it came from had it, so an import into a store without
  /// the setup makes it under the same name.
  public var bowSetupName: String?
  /// The total a round shot on paper was entered with, when it has no arrows.
  public var recordedTotal: Int?
  /// The club target holding the round (its ID's first 8 characters), when it is a stored
  /// archer's round on one: its ends are entered on the Target screen, never scored here
  /// (stranger29c C11). Read with the round for the Round screen; never exported.
  public var clubTarget: String? = nil

  enum CodingKeys: String, CodingKey {
    case id, definition, status, bowStyle, startedAt, arrows, bowSetup, bowSetupVersion
    case bowSetupName, recordedTotal
  }

  /// A record.
  public init(
    id: RoundID, definition: RoundDefinition, status: RoundStatus, bowStyle: BowStyle? = nil,
    startedAt: Date, arrows: [PlottedArrow], bowSetup: BowSetupID? = nil,
    bowSetupVersion: Int? = nil
  ) {
    self.bowSetup = bowSetup
    self.bowSetupVersion = bowSetupVersion
    self.id = id
    self.definition = definition
    self.status = status
    self.bowStyle = bowStyle
    self.startedAt = startedAt
    self.arrows = arrows
  }

  /// The round's name.
  public var name: String { definition.name }

  /// The scoring system end `endNumber` was shot on, for this round's bow style.
  public func system(forEnd endNumber: Int) -> ScoringSystem? {
    definition.pass(forEnd: endNumber)?.pass.system(for: bowStyle)
  }

  /// Reads each damaged arrow (`ArrowDamage` on its end's face) as a miss, marked with the
  /// points stored: as the score card and the round's summary count it.
  public mutating func markDamagedArrows() {
    for index in arrows.indices {
      let value = arrows[index].value
      guard let system = system(forEnd: arrows[index].endNumber),
        ArrowDamage.of(value, on: system) != nil
      else { continue }
      arrows[index].damagedPoints = value.points
      arrows[index].value = .miss
    }
  }

  /// Where the round stands (`RoundProgress`; a round entered by its total counts every
  /// arrow as shot): its phase is the name every list and card shows.
  public var progress: RoundProgress {
    RoundProgress(
      definition, status: status, endNumbers: arrows.map(\.endNumber),
      enteredByTotal: arrows.isEmpty && recordedTotal != nil)
  }

  /// Whether every arrow of a fixed round is in, or it was entered by its total (a score
  /// comparable with others of its kind).
  public var isComplete: Bool { progress.isWhole }

  /// The plotted arrows with positions scaled to their own face's radius (1 = the face's edge),
  /// so a round shot on two face sizes draws as one group.
  public var arrowsRelativeToFace: [PlottedArrow] {
    arrows.compactMap { arrow in
      guard let (x, y) = arrow.position,
        let radius = definition.pass(forEnd: arrow.endNumber).map({
          $0.pass.faceDiameter.metres / 2
        })
      else { return nil }
      var scaled = arrow
      scaled.x = x / radius
      scaled.y = y / radius
      return scaled
    }
  }
}
