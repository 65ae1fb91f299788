import CoreInterfaces
import Foundation

/// Scores and handicaps over time as an SVG chart: score as a percentage of the maximum (left
/// axis, 0–100 %) and the handicap (right axis, 0–150, lower is better), one mark per round.
public enum TrendChart {
  /// The SVG of `trend` (oldest first).
  public static func svg(_ trend: [StatisticsAcrossRounds.TrendPoint]) -> String {
    let width = 640.0
    let height = 320.0
    let left = 50.0
    let right = width - 50
    let top = 20.0
    let bottom = height - 40
    var svg = SVG(
      width: width, height: height,
      viewBox: "0 0 \(NumberText.plain(width)) \(NumberText.plain(height))")
    svg.element("title", [], text: "Scores and handicaps over time")
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", "\(NumberText.plain(width))"),
        ("height", "\(NumberText.plain(height))"),
        ("fill", "#ffffff"),
      ])
    for tick in stride(from: 0, through: 100, by: 25) {
      let y = bottom - (bottom - top) * Double(tick) / 100
      svg.element(
        "line",
        [
          ("x1", SVG.number(left)), ("x2", SVG.number(right)), ("y1", SVG.number(y)),
          ("y2", SVG.number(y)), ("stroke", "#e0e0e0"),
        ])
      svg.element(
        "text",
        [
          ("x", SVG.number(left - 6)), ("y", SVG.number(y + 4)), ("text-anchor", "end"),
          ("font-size", "11"),
        ], text: "\(tick)%")
      svg.element(
        "text",
        [
          ("x", SVG.number(right + 6)), ("y", SVG.number(y + 4)), ("font-size", "11"),
          ("fill", "#c04000"),
        ], text: "\(tick * 150 / 100)")
    }
    let step = trend.count > 1 ? (right - left) / Double(trend.count - 1) : 0
    func x(_ index: Int) -> Double {
      trend.count > 1 ? left + step * Double(index) : (left + right) / 2
    }
    var scoreLine: [String] = []
    var handicapLine: [String] = []
    for (index, point) in trend.enumerated() {
      if let fraction = point.fraction {
        let y = bottom - (bottom - top) * fraction
        scoreLine.append("\(SVG.number(x(index))),\(SVG.number(y))")
        svg.element(
          "circle",
          [
            ("class", "score"), ("cx", SVG.number(x(index))), ("cy", SVG.number(y)), ("r", "3.5"),
            ("fill", "#2a7fd4"),
          ])
      }
      if let handicap = point.handicap {
        let y = bottom - (bottom - top) * min(max(Double(handicap), 0), 150) / 150
        handicapLine.append("\(SVG.number(x(index))),\(SVG.number(y))")
        svg.element(
          "circle",
          [
            ("class", "handicap"), ("cx", SVG.number(x(index))), ("cy", SVG.number(y)),
            ("r", "3.5"), ("fill", "#c04000"),
          ])
      }
    }
    if scoreLine.count > 1 {
      svg.element(
        "polyline",
        [
          ("points", scoreLine.joined(separator: " ")), ("fill", "none"), ("stroke", "#2a7fd4"),
          ("stroke-width", "1.5"),
        ])
    }
    if handicapLine.count > 1 {
      svg.element(
        "polyline",
        [
          ("points", handicapLine.joined(separator: " ")), ("fill", "none"), ("stroke", "#c04000"),
          ("stroke-width", "1.5"), ("stroke-dasharray", "4 3"),
        ])
    }
    let dates = trend.map { LocalDay.text($0.date) }
    if let first = dates.first, let last = dates.last {
      svg.element(
        "text", [("x", SVG.number(left)), ("y", SVG.number(height - 14)), ("font-size", "11")],
        text: first)
      svg.element(
        "text",
        [
          ("x", SVG.number(right)), ("y", SVG.number(height - 14)), ("text-anchor", "end"),
          ("font-size", "11"),
        ], text: last)
    }
    svg.element(
      "text",
      [
        ("x", SVG.number(width / 2)), ("y", SVG.number(height - 14)), ("text-anchor", "middle"),
        ("font-size", "11"),
      ],
      text: trend.isEmpty ? "no rounds yet" : "score % (blue), handicap (red, dashed)")
    return svg.document
  }
}
