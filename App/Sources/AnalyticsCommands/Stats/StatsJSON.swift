import Analytics
import CommandKit
import CoreInterfaces
import Foundation

/// Statistics as `--json` prints them: every figure the text shows. A count that was not recorded
/// (a round entered by its total alone) is `null`, never 0.
enum StatsJSON {
  /// One end's number and total: the best or the worst.
  struct End: Encodable {
    let number: Int
    let total: Int
  }

  /// One distance's subtotal, as the text's splits show it.
  struct Split: Encodable {
    let distanceM: Double
    let arrows: Int
    let total: Int
    let averageArrow: Double?
  }

  /// One round's figures (`stats --round ID`).
  struct Round: Encodable {
    let id: String
    let name: String
    let arrows: Int
    let score: Int
    let averageArrow: Double?
    let scoreFraction: Double?
    let xCount, tenPlusXCount, hits, misses, golds: Recorded<Int>
    /// The total a round entered on paper was given with, when its arrows were not kept.
    let recordedTotal: Int?
    let bestEnd: End?
    let worstEnd: End?
    /// The per-arrow figures: `null` for a round entered by its total (not recorded, as its
    /// card's `distances` are), never an empty list beside a count of its arrows.
    let distances: Recorded<[Split]>
    let endTotals, runningTotals: Recorded<[Int]>
    let histogram: Recorded<[String: Int]>
    let groupCentreMm: [Double]?
    let groupSpreadMm: [Double]?
    /// How far the group's centre sits from the target's centre.
    let groupBiasMm: Double?
    let arrowsApart: Recorded<[Int]>
    /// The round's score card (its handicap, class and personal-best standing among them).
    let card: RoundResultJSON?

    init(_ record: RoundRecord, _ stats: RoundStatistics, card: RoundResult?) {
      self.card = card.map(RoundResultJSON.init)
      id = record.id.description
      name = record.name
      // A round entered by its total has no arrows: its counts were not recorded.
      recordedTotal = record.arrows.isEmpty ? record.recordedTotal : nil
      // As its card counts them: a round entered by its total shot every arrow of it.
      arrows = record.progress.arrowsShot
      score = recordedTotal ?? stats.total
      averageArrow = stats.averageArrow
      scoreFraction = stats.scoreFraction
      let recorded = recordedTotal == nil
      xCount = Recorded(stats.xCount, if: recorded)
      tenPlusXCount = Recorded(stats.tenPlusXCount, if: recorded)
      hits = Recorded(stats.hits, if: recorded)
      misses = Recorded(stats.misses, if: recorded)
      golds = Recorded(stats.golds, if: recorded)
      bestEnd = stats.bestEnd.map { End(number: $0.number, total: $0.total) }
      worstEnd = stats.worstEnd.map { End(number: $0.number, total: $0.total) }
      let splits = stats.distances.map {
        Split(
          distanceM: $0.distance.metres.rounded(toPlaces: 3), arrows: $0.arrowsShot,
          total: $0.total, averageArrow: $0.averageArrow)
      }
      distances = Recorded(splits, if: recorded)
      endTotals = Recorded(stats.ends.map(\.total), if: recorded)
      runningTotals = Recorded(stats.ends.map(\.runningTotal), if: recorded)
      histogram = Recorded(
        Dictionary(uniqueKeysWithValues: stats.histogram.map { ($0.label, $0.count) }),
        if: recorded)
      groupCentreMm = stats.group.map { [$0.all.centreX * 1_000, $0.all.centreY * 1_000] }
      groupSpreadMm = stats.group.map {
        [$0.all.spreadX * 1_000, $0.all.spreadY * 1_000, $0.all.radialSpread * 1_000]
      }
      groupBiasMm = stats.group.map { $0.all.bias * 1_000 }
      arrowsApart = Recorded(stats.group?.apart ?? [], if: recorded)
    }
  }

  /// The figures across rounds (`stats`, `stats all`).
  struct All: Encodable {
    /// One round in the trend.
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
    /// Counted over the rounds whose arrows were kept; `null` when none were.
    let xCount, tenPlusXCount, hits, misses, golds: Recorded<Int>
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
      let recorded = stats.rounds == 0 || stats.roundsEnteredAsTotals < stats.rounds
      xCount = Recorded(stats.xCount, if: recorded)
      tenPlusXCount = Recorded(stats.tenPlusXCount, if: recorded)
      hits = Recorded(stats.hits, if: recorded)
      misses = Recorded(stats.misses, if: recorded)
      golds = Recorded(stats.golds, if: recorded)
      best = Dictionary(stats.best.map { ($0.codename, $0.score) }, uniquingKeysWith: max)
      trend = stats.trend.map {
        Point(
          id: $0.id.description, name: $0.name, date: $0.date, score: $0.score,
          scorePercent: $0.fraction.map { ($0 * 100).rounded(toPlaces: 1) }, handicap: $0.handicap)
      }
    }
  }
}
