import CommandKit
import CoreInterfaces
import Foundation
import Scoring

/// `quiver target score --system S --diameter-cm D --arrow-mm A`: reads `x y` lines (millimetres
/// from the centre, +y up) on standard input and prints `points value` per arrow.
struct TargetScoreCommand: QuiverCommand {
  /// One arrow as `--json` prints it, one object per line: the input line, then the arrow's
  /// value and points as every command writes them.
  struct Scored: Encodable {
    let line: Int
    let value: String
    let points: Int
    let isX: Bool
    let isMiss: Bool
  }

  /// Some lines could not be read; each was reported on standard error.
  struct UnreadableLines: Error, CustomStringConvertible {
    let count: Int
    var description: String {
      "\(count) line\(count == 1 ? "" : "s") could not be scored (see above); the rest were"
    }
  }

  let name = "score"
  let summary =
    "Score 'x y' lines from standard input (mm from the centre, +y up) as 'points value': 10 X, 9 9, 0 M."
  let system = Option<ScoringSystem>("system", .cases("SYSTEM"), "the scoring system").required()
  let diameter = Option(
    "diameter-cm",
    .number(
      in: Bounded.lengthMetres.lowerBound...(Bounded.lengthMetres.upperBound * 100),
      unit: "cm", placeholder: "CM"), "the face's nominal diameter"
  ).required()
  let arrowMM = Option(
    "arrow-mm", .number(in: Bounded.arrowMillimetres, unit: "mm", placeholder: "MM"),
    "the shaft's diameter"
  ).required()
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let system = try arguments[self.system]
    let centimetres = try arguments[diameter]
    let millimetres = try arguments[arrowMM]
    let face = TargetFace(system: system, diameter: centimetres / 100)
    let shaft = millimetres / 1_000
    var number = 0
    var unreadable = 0
    while let line = context.readLine() {
      number += 1
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("#") { continue }
      let fields = text.split(whereSeparator: \.isWhitespace).compactMap { NumberText.decimal($0) }
      guard fields.count == 2, text.split(whereSeparator: \.isWhitespace).count == 2,
        fields.allSatisfy(\.isFinite)
      else {
        unreadable += 1
        context.output.error(
          "line \(number): '\(ValueRangeError.shortened(line))' is not 'x y' in millimetres")
        continue
      }
      guard let position = try? PlotPosition(x: fields[0] / 1_000, y: fields[1] / 1_000) else {
        unreadable += 1
        context.output.error(
          "line \(number): '\(ValueRangeError.shortened(line))' is off the boss; "
            + "each of x and y must be within ±10000 mm")
        continue
      }
      let value = face.score(x: position.x, y: position.y, arrowDiameter: shaft)
      if context.json {
        try context.output.jsonLine(
          Scored(
            line: number, value: value.description, points: value.points, isX: value.isX,
            isMiss: value.isMiss))
      } else {
        context.output.line("\(value.points) \(value.description)")
      }
    }
    if unreadable > 0 { throw UnreadableLines(count: unreadable) }
  }
}
