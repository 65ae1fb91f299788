import Analytics
import CommandKit
import CoreInterfaces
import Foundation
import Scoring

/// `quiver handicap --round CODENAME (--score N [--exact] | --handicap H | --table)`.
struct HandicapCommand: QuiverCommand {
  /// One answer as `--json` prints it; the table is a list of them without `round`.
  struct Answer: Encodable {
    let round: String?
    let score: Int
    let handicap: Double
  }

  let name = "handicap"
  let summary =
    "Archery GB 2023 handicaps: the handicap for a score, the expected score at a handicap, or a round's table."
  let round = Option(
    "round", .text("CODENAME", completion: .data(.roundCodenames)),
    "the round (standard or custom; see 'quiver rounds catalog')"
  ).required()
  let score = Option(
    "score", .integer(in: Bounded.score),
    "print the handicap for this score")
  let exact = Flag("exact", "with --score: the real-valued handicap, 3 decimals")
  let handicap = Option(
    "handicap", .number(in: Bounded.handicap, placeholder: "H"),
    "print the expected score at this handicap")
  let table = Flag("table", "print the round's table, handicap 0…150 → score")
  let bowStyle = Option<BowStyle>(
    "bow-style", .cases("STYLE"), "the bow style (a compound shoots indoor faces inner-10)")
  let json = Flag.json
  var requirements: [OptionRule] { [.exactlyOne(of: score, handicap, table)] }

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let codename = try arguments[round]
    let score = try arguments[self.score]
    let handicap = try arguments[self.handicap]
    let definition: RoundDefinition
    if let standard = RoundCatalogue.round(codename) {
      definition = standard
    } else {
      definition = try await context.withLiveDependencies {
        @Dependency(\.rounds) var rounds
        return try await rounds.definition(named: codename)
      }
    }
    let model = try RoundHandicaps(definition, bowStyle: try arguments[self.bowStyle])
    let output = context.output
    if let score {
      let found =
        arguments[self.exact]
        ? (try model.exactHandicap(for: score) * 1_000).rounded() / 1_000
        : Double(try model.integerHandicap(for: score))
      if context.json {
        return try output.json(Answer(round: codename, score: score, handicap: found))
      }
      return output.line(arguments[self.exact] ? format(found) : "\(Int(found))")
    }
    if let handicap {
      let score = model.expectedScore(handicap: handicap)
      if context.json {
        return try output.json(Answer(round: codename, score: score, handicap: handicap))
      }
      return output.line("\(score)")
    }
    let table = model.table()
    if context.json {
      return try output.json(
        table.map { Answer(round: nil, score: $0.score, handicap: Double($0.handicap)) })
    }
    for row in table { output.line("\(row.handicap) \(row.score)") }
  }

  private func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
