import CommandKit
import CoreInterfaces

/// `quiver classify --round CODENAME (--score N | --table) [--bow-style STYLE] [--gender G]
/// [--age AGE]`: the Archery GB 2023 class a score earns, or a round's class thresholds.
struct ClassifyCommand: QuiverCommand {
  /// The class a score earns, as `--json` prints it.
  struct Answer: Encodable {
    let round: String
    let bowStyle: String
    let gender: String
    let ageGroup: String
    let score: Int
    let classification: String
  }

  /// A round's thresholds, as `--table --json` prints them.
  struct Table: Encodable {
    /// One class and the least score that earns it.
    struct Row: Encodable {
      let classification: String
      let minimumScore: Int
    }
    let round: String
    let bowStyle: String
    let gender: String
    let ageGroup: String
    let classes: [Row]
  }

  let name = "classify"
  let summary =
    "Archery GB 2023 classifications: the class a score earns on a round, or the round's thresholds."
  let round = Option(
    "round", .text("CODENAME", completion: .data(.roundCodenames)),
    "the catalogue round (see 'quiver rounds catalog')"
  ).required()
  let score = Option(
    "score", .integer(in: Bounded.score), "print the class this score earns")
  let table = Flag("table", "print each class that can be earned, CODE MINSCORE, best first")
  let bowStyle = Option<BowStyle>(
    "bow-style", .cases("STYLE"), "the bow style; default the active archer's")
  let gender = ArcherCategoryOptions.gender
  let age = ArcherCategoryOptions.age
  let json = Flag.json

  func run(_ context: CommandContext) async throws {
    let arguments = context.arguments
    let codename = try arguments[round]
    let score = try arguments[self.score]
    guard (score != nil) != arguments[self.table] else {
      throw UsageError("give exactly one of --score N or --table")
    }
    let category = try await self.category(context)
    let classes = try RoundClassifications(codename: codename, category: category)
    let output = context.output
    if let score {
      let earned = try classes.classify(score)
      if context.json {
        return try output.json(
          Answer(
            round: classes.round.id, bowStyle: category.bowStyle.rawValue,
            gender: category.gender.rawValue, ageGroup: category.ageGroup.rawValue, score: score,
            classification: earned.code))
      }
      return output.line(earned.code)
    }
    if context.json {
      return try output.json(
        Table(
          round: classes.round.id, bowStyle: category.bowStyle.rawValue,
          gender: category.gender.rawValue, ageGroup: category.ageGroup.rawValue,
          classes: classes.table.map {
            Table.Row(classification: $0.classification.code, minimumScore: $0.minimumScore)
          }))
    }
    for row in classes.table { output.line("\(row.classification.code) \(row.minimumScore)") }
  }

  /// The category the options give; what they leave out is the active archer's.
  private func category(_ context: CommandContext) async throws -> ClassificationCategory {
    let arguments = context.arguments
    let style = try arguments[self.bowStyle]
    let gender = try arguments[ArcherCategoryOptions.gender]
    let age = try arguments[ArcherCategoryOptions.age]
    if let style, let gender, let age {
      return ClassificationCategory(bowStyle: style, gender: gender, ageGroup: age)
    }
    let active = try await context.withLiveDependencies {
      @Dependency(\.archers) var archers
      return try await archers.active()
    }
    guard let active else {
      let missing = [
        style == nil ? "--bow-style" : nil, gender == nil ? "--gender" : nil,
        age == nil ? "--age" : nil,
      ].compactMap { $0 }
      let named =
        missing.count == 1
        ? missing.joined()
        : missing.dropLast().joined(separator: ", ") + " and " + missing[missing.count - 1]
      throw UsageError("no active archer to take the category from: give \(named) too")
    }
    return ClassificationCategory(
      bowStyle: style ?? active.bowStyle, gender: gender ?? active.gender,
      ageGroup: age ?? active.ageGroup)
  }
}
