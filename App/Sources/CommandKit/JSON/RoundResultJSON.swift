public import CoreInterfaces

/// A round's score card, the one shape every command's `--json` gives it (`"card"`): the figures
/// of its stored summary and, for a complete round, its personal-best standing.
public struct RoundResultJSON: Encodable {
  /// One distance's subtotal.
  struct Distance: Encodable {
    let distanceM: Double
    let arrows: Int
    let total: Int
    let hits: Int
    let golds: Int
    let xs: Int
  }

  /// Where a complete round stands: a personal best or not, by how much, over which best.
  struct Standing: Encodable {
    let personalBest: Bool
    let by: Int?
    let previousBest: Int?
  }

  /// The round's phase, as its `status` spells it: `completed`, `endedEarly`, `inProgress`….
  let state: String
  let total: Int
  let maximum: Int?
  let arrows: Int
  let arrowsInRound: Int?
  let hits: Recorded<Int>
  let golds: Recorded<Int>
  let xs: Recorded<Int>
  let distances: Recorded<[Distance]>
  let handicap: Int?
  let classification: String?
  let bowSetupVersion: Int?
  let standing: Standing?

  /// The card of `result`.
  public init(_ result: RoundResult) {
    let summary = result.summary
    state = summary.progress.phase.jsonName
    total = summary.tally.total
    maximum = summary.maximum
    arrows = summary.tally.arrows
    arrowsInRound = summary.arrowsInRound
    let recorded = !summary.isScoreOnly
    hits = Recorded(summary.tally.hits, if: recorded)
    golds = Recorded(summary.tally.golds, if: recorded)
    xs = Recorded(summary.tally.xs, if: recorded)
    let subtotals = summary.distances.map { distance in
      Distance(
        distanceM: distance.distance.metres.rounded(toPlaces: 3), arrows: distance.tally.arrows,
        total: distance.tally.total, hits: distance.tally.hits, golds: distance.tally.golds,
        xs: distance.tally.xs)
    }
    distances = Recorded(subtotals, if: recorded)
    handicap = summary.isComplete ? summary.handicap : nil
    classification = summary.isComplete ? summary.classification?.code : nil
    bowSetupVersion = summary.setupVersion
    standing = result.standing.map { standing in
      var by: Int?
      if case .improved(_, let points) = standing { by = points }
      return Standing(
        personalBest: standing.isPersonalBest, by: by, previousBest: standing.previousBest)
    }
  }
}
