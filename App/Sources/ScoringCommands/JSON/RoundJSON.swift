import CommandKit
import CoreInterfaces
import Foundation
import Scoring

/// One shot round, the same fields and figures in `rounds list`, `start`, `add`, `edit`,
/// `finish`, `cancel` and `show`.
struct RoundJSON: Encodable {
  let id: String
  let codename: String
  let name: String
  /// The round's phase (`RoundProgress`): `endedEarly` for a round finished short.
  let status: String
  let arrows: Int
  let totalArrows: Int?
  let score: Int
  let startedAt: Date
  /// The bow setup's ID, its version and the bow style, when the round was started on one.
  let bowSetup: String?
  let bowSetupVersion: Int?
  let bowStyle: String?
  /// The total a round shot on paper was entered with, when its arrows were not kept.
  let recordedTotal: Int?

  init(_ listing: RoundListing) {
    id = listing.id.description
    codename = listing.codename
    name = listing.name
    status = listing.progress.phase.jsonName
    arrows = listing.arrows
    totalArrows = listing.totalArrows
    score = listing.score
    startedAt = listing.startedAt
    bowSetup = listing.setup?.description
    bowSetupVersion = listing.setupVersion
    bowStyle = listing.bowStyle?.rawValue
    recordedTotal = listing.recordedTotal
  }

  init(_ round: ShotRound, arrows: [ScoredArrow]) {
    id = round.id.description
    codename = round.definition.id
    name = round.definition.name
    status = round.progress(of: arrows).phase.jsonName
    // Arrows shot as its progress counts them (a round entered by its total shot them all),
    // as `rounds list` and the card count them.
    self.arrows = round.progress(of: arrows).arrowsShot
    totalArrows = round.definition.totalArrows
    recordedTotal = arrows.isEmpty ? round.recordedTotal : nil
    score = recordedTotal ?? arrows.reduce(0) { $0 + $1.entry.points }
    startedAt = round.startedAt
    bowSetup = round.setup?.description
    bowSetupVersion = round.setupVersion
    bowStyle = round.bowStyle?.rawValue
  }
}
