import Analytics
import CoreInterfaces
import Foundation

/// Statistics as `--json` prints them.
enum StatsJSON {
  struct Round: Encodable {
    let id: String
    let name: String
    let arrows: Int
    let score: Int
    let averageArrow: Double?
    let scoreFraction: Double?
    let xCount, tenPlusXCount, hits, misses, golds: Int
    let endTotals: [Int]
    let runningTotals: [Int]
    let histogram: [String: Int]
    let groupCentreMm: [Double]?
    let groupSpreadMm: [Double]?
    let arrowsApart: [Int]
    /// The round's score card (its handicap, class and personal-best standing among them).
    let card: RoundResultJSON?

    init(_ record: RoundRecord, _ stats: RoundStatistics, card: RoundResult?) {
      self.card = card.map(RoundResultJSON.init)
      id = record.id.description
      name = record.name
      arrows = stats.arrowsShot
      score = stats.total
      averageArrow = stats.averageArrow
      scoreFraction = stats.scoreFraction
      xCount = stats.xCount
      tenPlusXCount = stats.tenPlusXCount
      hits = stats.hits
      misses = stats.misses
      golds = stats.golds
      endTotals = stats.ends.map(\.total)
      runningTotals = stats.ends.map(\.runningTotal)
      histogram = Dictionary(uniqueKeysWithValues: stats.histogram.map { ($0.label, $0.count) })
      groupCentreMm = stats.group.map { [$0.all.centreX * 1_000, $0.all.centreY * 1_000] }
      groupSpreadMm = stats.group.map {
        [$0.all.spreadX * 1_000, $0.all.spreadY * 1_000, $0.all.radialSpread * 1_000]
      }
      arrowsApart = stats.group?.apart ?? []
    }
  }

  struct All: Encodable {
    struct Point: Encodable {
      let id: String
      let name: String
      let date: Date
      let score: Int
      /// The score as a percentage of the most its arrows could score, as the text's trend shows.
      let scorePercent: Double?
      let handicap: Int?
    }
    let rounds: Int
    let arrows: Int
    let total: Int
    let averageArrow: Double?
    let best: [String: Int]
    let trend: [Point]
    /// Rounds entered by their total alone, when there are any (no hits, golds or Xs recorded).
    let roundsEnteredAsTotals: Int?

    init(_ stats: StatisticsAcrossRounds) {
      rounds = stats.rounds
      roundsEnteredAsTotals = stats.roundsEnteredAsTotals > 0 ? stats.roundsEnteredAsTotals : nil
      arrows = stats.arrowsShot
      total = stats.total
      averageArrow = stats.averageArrow
      best = Dictionary(stats.best.map { ($0.codename, $0.score) }, uniquingKeysWith: max)
      trend = stats.trend.map {
        Point(
          id: $0.id.description, name: $0.name, date: $0.date, score: $0.score,
          scorePercent: $0.fraction.map { ($0 * 100).rounded(toPlaces: 1) }, handicap: $0.handicap)
      }
    }
  }
}
