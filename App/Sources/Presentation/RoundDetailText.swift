public import Analytics
import CoreInterfaces
import Foundation

/// A round as the app's Round screen shows it: a heading, each distance's ends with end and
/// running totals (arrows in their ring's colour), then the statistics.
public enum RoundDetailText {
  /// The lines of `record` with its `statistics`, coloured by `palette`, small measures in `units`.
  public static func lines(
    _ record: RoundRecord, _ statistics: RoundStatistics, palette: Palette = .plain,
    units: UnitsFormat = .metric
  ) -> [String] {
    let definition = record.definition
    let max = definition.maxScore.map { " / \($0)" } ?? ""
    let of = definition.totalArrows.map { " of \($0)" } ?? ""
    var lines = [
      "\(record.name) (\(record.status.displayName)), "
        + record.startedAt.formatted(.iso8601.year().month().day())
        + ": \(statistics.total)\(max), \(statistics.arrowsShot)\(of) arrows"
    ]
    let byEnd = Dictionary(grouping: record.arrows, by: \.endNumber)
    var currentPass = -1
    var rows: [[String]] = []
    func flush() {
      lines += TextTable(rows).lines.map { "  " + $0 }
      rows = []
    }
    for end in statistics.ends {
      if let (number, pass) = definition.pass(forEnd: end.number), number != currentPass {
        if !rows.isEmpty { flush() }
        currentPass = number
        let which = definition.isPractice ? "Practice" : "Distance \(number + 1)"
        lines.append("\(which): \(units.distance(pass.distance)) on \(pass.faceDiameter)")
      }
      let system = record.system(forEnd: end.number)
      let arrows = (byEnd[end.number] ?? []).sorted { $0.arrowIndex < $1.arrowIndex }
        .map { palette.arrow($0.value, on: system) }
      rows.append([
        "end \(end.number)", arrows.joined(separator: " "), "= \(end.total)",
        "(\(end.runningTotal))",
      ])
    }
    if !rows.isEmpty { flush() }
    if statistics.ends.isEmpty { lines.append("  No arrows yet.") }
    return lines
  }
}
