import Analytics
import CoreInterfaces
import Foundation
import Scoring

/// `quiver handicap --round CODENAME (--score N [--exact] | --handicap H | --table)`.
struct HandicapCommand: QuiverCommand {
  let name = "handicap"
  let summary =
    "Archery GB 2023 handicaps: the handicap for a score, the expected score at a handicap, or a round's table."
  let options: [OptionSpec] = [
    .value("round", "CODENAME", "the round (standard or custom; see 'quiver rounds catalog')"),
    .value("score", "N", "print the handicap for this score"),
    .flag("exact", "with --score: the real-valued handicap, 3 decimals"),
    .value("handicap", "H", "print the expected score at this handicap"),
    .flag("table", "print the round's table, handicap 0…150 → score"),
    .value("bow-style", "STYLE", "recurve, compound, … (a compound shoots indoor faces inner-10)"),
    .flag("json", "print JSON"),
  ]

  func run(_ context: CommandContext) async throws {
    try context.expectNoMorePositionals(than: 0)
    let arguments = context.arguments
    guard let codename = arguments.value("round") else {
      throw UsageError("missing --round CODENAME")
    }
    let asked = [
      arguments.value("score") != nil, arguments.value("handicap") != nil, arguments.has("table"),
    ]
    guard asked.filter({ $0 }).count == 1 else {
      throw UsageError("give exactly one of --score N, --handicap H or --table")
    }
    let style = try arguments.value("bow-style").map { text throws(UsageError) in
      guard let style = BowStyle(rawValue: text.lowercased()) else {
        throw UsageError(
          "unknown bow style '\(text)'; use one of "
            + BowStyle.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return style
    }
    let definition: RoundDefinition
    if let standard = RoundCatalogue.round(codename) {
      definition = standard
    } else {
      definition = try await context.withLiveDependencies {
        @Dependency(\.rounds) var rounds
        return try await rounds.definition(named: codename)
      }
    }
    let model = try RoundHandicaps(definition, bowStyle: style)
    let output = context.output
    let json = arguments.has("json")
    if let text = arguments.value("score") {
      guard let score = Int(text) else {
        throw UsageError("--score must be a whole number, not '\(text)'")
      }
      if arguments.has("exact") {
        let exact = try model.exactHandicap(for: score)
        if json {
          return try output.json([
            "round": codename, "score": "\(score)", "handicap": format(exact),
          ])
        }
        return output.line(format(exact))
      }
      let handicap = try model.integerHandicap(for: score)
      if json {
        return try output.json(["round": codename, "score": "\(score)", "handicap": "\(handicap)"])
      }
      return output.line("\(handicap)")
    }
    if let text = arguments.value("handicap") {
      guard let number = NumberText.decimal(text) else {
        throw UsageError("--handicap must be a number, not '\(text)'")
      }
      let handicap = try Bounded.check(number, in: Bounded.handicap, "handicap")
      let score = model.expectedScore(handicap: handicap)
      if json {
        return try output.json(["round": codename, "handicap": text, "score": "\(score)"])
      }
      return output.line("\(score)")
    }
    let table = model.table()
    if json { return try output.json(table.map { ["handicap": $0.handicap, "score": $0.score] }) }
    for row in table { output.line("\(row.handicap) \(row.score)") }
  }

  private func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
