public import Analytics
import CoreInterfaces
import Foundation

/// A round as the app's Round screen shows it: a heading, then each distance's ends (the detail
/// layout of ``EndByEndText``, arrows in their ring's colour).
public enum RoundDetailText {
  /// The lines of `record` with its `statistics`, coloured by `palette`, small measures in `units`;
  /// of its ends, only those at `ends` (positions from 0, clamped to those there are) when given.
  public static func lines(
    _ record: RoundRecord, _ statistics: RoundStatistics, palette: Palette = .plain,
    units: UnitsFormat = .metric, ends window: Range<Int>? = nil
  ) -> [String] {
    let definition = record.definition
    let max = definition.maxScore.map { " / \($0)" } ?? ""
    if record.arrows.isEmpty, let total = record.recordedTotal {
      return [
        "\(record.name) (\(record.progress.phase.displayName)), "
          + LocalDay.text(record.startedAt)
          + ": \(total)\(max), entered as a total (shot on paper; its arrows were not kept)"
      ]
    }
    var lines = [
      "\(record.name) (\(record.progress.phase.displayName)), "
        + LocalDay.text(record.startedAt)
        + ": \(statistics.total)\(max), "
        + counted(statistics.arrowsShot, of: definition.totalArrows, "arrow")
    ]
    var rows = EndRow.rows(record, statistics)
    if let window { rows = Array(rows[window.clamped(to: rows.indices)]) }
    lines += EndByEndText.lines(
      rows, of: definition, bowStyle: record.bowStyle,
      layout: .detail(units: units), palette: palette)
    return lines
  }
}
