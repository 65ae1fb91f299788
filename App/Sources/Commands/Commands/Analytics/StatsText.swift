import Analytics
import CoreInterfaces
import Foundation

/// Statistics as text lines.
enum StatsText {
  static func round(_ record: RoundRecord, _ stats: RoundStatistics) -> [String] {
    var lines = ["\(record.name) (\(record.status.rawValue)) — \(record.id)"]
    lines.append(
      "Total \(stats.total) from \(stats.arrowsShot) arrows; average \(average(stats.averageArrow)); "
        + "\(percent(stats.scoreFraction)) of the most those arrows could score")
    lines.append(
      "X \(stats.xCount)  10+X \(stats.tenPlusXCount)  hits \(stats.hits)  misses \(stats.misses)  golds \(stats.golds)"
    )
    if let best = stats.bestEnd, let worst = stats.worstEnd {
      lines.append(
        "Best end \(best.number) (\(best.total)), worst end \(worst.number) (\(worst.total))")
    }
    if !stats.histogram.isEmpty {
      lines.append(
        "Rings: " + stats.histogram.map { "\($0.label)×\($0.count)" }.joined(separator: " "))
    }
    for split in stats.distances {
      lines.append(
        "  \(split.distance): \(split.total) from \(split.arrowsShot) (average \(average(split.averageArrow)))"
      )
    }
    if let group = stats.group {
      let all = group.all
      lines.append(
        "Group of \(all.count): centre \(mm(all.centreX)), \(mm(all.centreY)) mm (bias \(mm(all.bias)) mm); "
          + "spread x \(mm(all.spreadX)), y \(mm(all.spreadY)), radial \(mm(all.radialSpread)) mm (population SD)"
      )
      for number in group.apart {
        lines.append("Arrow \(number)'s group sits apart from the rest: check that shaft.")
      }
    }
    return lines
  }

  static func all(_ stats: StatisticsAcrossRounds) -> [String] {
    guard stats.rounds > 0 else { return ["No rounds yet."] }
    var lines = [
      "\(stats.rounds) rounds, \(stats.arrowsShot) arrows, total \(stats.total), average \(average(stats.averageArrow))",
      "X \(stats.xCount)  10+X \(stats.tenPlusXCount)  hits \(stats.hits)  misses \(stats.misses)  golds \(stats.golds)",
    ]
    if !stats.best.isEmpty {
      lines.append("Best scores:")
      lines += TextTable(stats.best.map { ["  \($0.name)", "\($0.score)"] }).lines
    }
    let recent = stats.trend.suffix(10)
    if !recent.isEmpty {
      lines.append("Trend (last \(recent.count)):")
      lines +=
        TextTable(
          recent.map { point in
            [
              "  " + point.date.formatted(.iso8601.year().month().day()), point.name,
              "\(point.score)",
              percent(point.fraction), point.handicap.map { "handicap \($0)" } ?? "",
            ]
          }
        ).lines
    }
    return lines
  }

  static func average(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "—"
  }
  static func percent(_ value: Double?) -> String {
    value.map { String(format: "%.1f%%", $0 * 100) } ?? "—"
  }
  static func mm(_ metres: Double) -> String { String(format: "%.1f", metres * 1_000) }
}

/// Statistics as `--json` prints them.
enum StatsJSON {
  struct Round: Encodable {
    let id: String
    let name: String
    let arrows: Int
    let total: Int
    let averageArrow: Double?
    let scoreFraction: Double?
    let xCount, tenPlusXCount, hits, misses, golds: Int
    let endTotals: [Int]
    let runningTotals: [Int]
    let histogram: [String: Int]
    let groupCentreMM: [Double]?
    let groupSpreadMM: [Double]?
    let arrowsApart: [Int]

    init(_ record: RoundRecord, _ stats: RoundStatistics) {
      id = record.id.description
      name = record.name
      arrows = stats.arrowsShot
      total = stats.total
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
      groupCentreMM = stats.group.map { [$0.all.centreX * 1_000, $0.all.centreY * 1_000] }
      groupSpreadMM = stats.group.map {
        [$0.all.spreadX * 1_000, $0.all.spreadY * 1_000, $0.all.radialSpread * 1_000]
      }
      arrowsApart = stats.group?.apart ?? []
    }
  }

  struct All: Encodable {
    struct Point: Encodable {
      let id: String
      let name: String
      let date: String
      let score: Int
      let handicap: Int?
    }
    let rounds: Int
    let arrows: Int
    let total: Int
    let averageArrow: Double?
    let best: [String: Int]
    let trend: [Point]

    init(_ stats: StatisticsAcrossRounds) {
      rounds = stats.rounds
      arrows = stats.arrowsShot
      total = stats.total
      averageArrow = stats.averageArrow
      best = Dictionary(stats.best.map { ($0.codename, $0.score) }, uniquingKeysWith: max)
      trend = stats.trend.map {
        Point(
          id: $0.id.description, name: $0.name, date: $0.date.formatted(.iso8601), score: $0.score,
          handicap: $0.handicap)
      }
    }
  }
}
