import CoreInterfaces
import Foundation
import Scoring

/// `quiver target …`: the faces themselves.
struct TargetCommand: QuiverCommand {
  let name = "target"
  let summary = "Score positions on a face by the line rule ('target score')."
  let subcommands: [any QuiverCommand] = [TargetScoreCommand()]
}

/// `quiver target score --system S --diameter-cm D --arrow-mm A`: reads `x y` lines (millimetres
/// from the centre, +y up) on standard input and prints `points label` per arrow.
struct TargetScoreCommand: QuiverCommand {
  let name = "score"
  let summary =
    "Score 'x y' lines from standard input (mm from the centre, +y up) as 'points label': 10 X, 9 9, 0 M."
  let options: [OptionSpec] = [
    .value("system", "SYSTEM", "the scoring system: 10_zone, 10_zone_compound, Worcester, …"),
    .value("diameter-cm", "D", "the face's nominal diameter in centimetres"),
    .value("arrow-mm", "A", "the shaft's diameter in millimetres"),
    .flag("json", "print one JSON object per arrow"),
  ]

  /// One arrow as `--json` prints it.
  struct Scored: Encodable {
    let line: Int
    let points: Int
    let label: String
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

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    guard let systemText = context.arguments.value("system") else {
      throw UsageError(
        "missing --system; use one of "
          + ScoringSystem.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let system = try ScoringSystem(argument: systemText)
    let centimetres = try number("diameter-cm", context)
    guard let diameter = (try? Length(centimetres, .centimetres))?.metres else {
      throw UsageError(
        "--diameter-cm must be a number larger than zero and at most 100000, not "
          + "'\(NumberText.plain(centimetres))'")
    }
    let shaft =
      try Bounded.check(
        try number("arrow-mm", context), in: Bounded.arrowMillimetres, "--arrow-mm", unit: "mm")
      / 1_000
    let face = TargetFace(system: system, diameter: diameter)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
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
      if context.arguments.has("json") {
        let scored = Scored(
          line: number, points: value.points, label: value.description, isX: value.isX,
          isMiss: value.isMiss)
        context.output.line(String(decoding: try encoder.encode(scored), as: UTF8.self))
      } else {
        context.output.line("\(value.points) \(value.description)")
      }
    }
    if unreadable > 0 { throw UnreadableLines(count: unreadable) }
  }

  private func number(_ option: String, _ context: CommandContext) throws(UsageError) -> Double {
    guard let text = context.arguments.value(option) else {
      throw UsageError("missing --\(option)")
    }
    guard let value = NumberText.decimal(text) else {
      throw UsageError("--\(option) must be a number, not '\(text)'")
    }
    return value
  }
}
