public import CoreInterfaces
import Foundation
public import Scoring

/// A round as text: a heading, then end by end with end and running totals, as on a scoresheet.
public enum ScoreSheetText {
  /// The heading, then each distance's ends as a table.
  public static func lines(_ round: ShotRound, _ card: ScoreCard) -> [String] {
    let definition = round.definition
    var lines = [heading(round, card)]
    var currentPass = -1
    var rows: [[String]] = []
    for end in card.ends {
      if let (number, pass) = definition.pass(forEnd: end.number), number != currentPass {
        currentPass = number
        if !rows.isEmpty { lines += TextTable(rows).lines.map { "  " + $0 } }
        rows = []
        lines.append(passLine(number, pass, of: definition, bowStyle: round.bowStyle))
        rows.append(["End", "Arrows", "End", "Total"])
      }
      rows.append([
        "\(end.number)", end.arrows.map { $0.description.padding(to: 2) }.joined(separator: " "),
        "\(end.total)", "\(end.runningTotal)",
      ])
    }
    if !rows.isEmpty { lines += TextTable(rows).lines.map { "  " + $0 } }
    if card.ends.isEmpty { lines.append("  No arrows yet.") }
    return lines
  }

  /// `WA 18 m (in progress, recurve): 280 / 600, 30 of 60 arrows — <id>`.
  public static func heading(_ round: ShotRound, _ card: ScoreCard) -> String {
    let progress =
      round.definition.totalArrows.map { "\(card.arrowsShot) of \($0) arrows" }
      ?? "\(card.arrowsShot) arrows"
    let max = round.definition.maxScore.map { " / \($0)" } ?? ""
    let style = round.bowStyle.map { ", \($0.rawValue)" } ?? ""
    return "\(round.definition.name) (\(round.status.displayName)\(style)): \(card.total)\(max), "
      + "\(progress) — \(round.id)"
  }

  /// `Distance 1 of 2: 18 m on 40 cm (tenZone)`.
  public static func passLine(
    _ number: Int, _ pass: RoundDefinition.Pass, of definition: RoundDefinition,
    bowStyle: BowStyle?
  ) -> String {
    let which =
      definition.isPractice ? "Practice" : "Distance \(number + 1) of \(definition.passes.count)"
    let system = pass.system(for: bowStyle).rawValue
    return "\(which): \(pass.distance) on \(pass.faceDiameter) (\(system))"
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  public func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
