import CommandKit
import CoreInterfaces
import Equipment
import Foundation
import Scoring

/// `quiver rounds start CODENAME [--setup ID]`: starts a round and prints its ID.
struct RoundsStartCommand: QuiverCommand {
  let name = "start"
  let summary =
    "Start a round of CODENAME (standard or custom; 'practice' with --distance, --face, --system) and print its ID."
  let codename = Argument(
    "CODENAME", .text("CODENAME", completion: .data(.startableRounds)),
    "a standard round ('quiver rounds catalog'), one of your custom rounds (by codename or name), or 'practice'"
  )
  let setup = Option(
    "setup", .id(.setup), "the bow setup shot with (its bow style decides compound inner-10)")
  let distance = Option("distance", .length, "practice: the distance")
  let face = Option("face", .face, "practice: the face's diameter")
  let system = Option<ScoringSystem>(
    "system", .cases("SYSTEM"), "practice: the scoring system")
  let perEnd = Option(
    "per-end", .integer(in: Bounded.arrowsPerEnd), "practice: arrows per end"
  ).defaulting(to: 6, shown: "6")
  let indoor = Flag("indoor", "practice: shot indoors")
  let json = Flag.json
  var requirements: [OptionRule] { [practiceNeeds] }
  /// A practice round is described by its options; a standard one sets its own.
  var practiceNeeds: OptionRule {
    .all(of: distance, face, system, when: "CODENAME is practice") { [codename] in
      try $0[codename].lowercased() == "practice"
    }
  }

  func run(_ context: CommandContext) async throws {
    let codename = try context.arguments[self.codename]
    let isPractice = codename.lowercased() == "practice"
    if !isPractice, let given = try practiceOnlyOptionGiven(context.arguments) {
      throw UsageError("\(given) is for 'practice' rounds only; \(codename) sets its own")
    }
    let practice = isPractice ? try practiceDefinition(context) : nil
    let round = try await context.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let definition: RoundDefinition
      if let practice {
        definition = practice
      } else {
        definition = try await rounds.definition(named: codename)
      }
      var setup: BowSetup?
      if let text = try context.arguments[self.setup] { setup = try await Lookup.setup(text) }
      do {
        return try await rounds.startNew(definition, setup?.summary)
      } catch let refusal as UnfinishedRound {
        @Dependency(\.targets) var targets
        let holder = try await targets.list().first { $0.rounds.values.contains(refusal.round.id) }
        throw UnfinishedRoundRefusal(
          round: refusal.round,
          target: holder.map { String($0.id.uuidString.lowercased().prefix(8)) })
      }
    }
    if context.json { return try context.output.json(RoundJSON(round, arrows: [])) }
    context.output.line(round.id.description)
  }

  /// The first practice-only option given, as typed (`--distance`), if any.
  private func practiceOnlyOptionGiven(_ arguments: ParsedArguments) throws -> String? {
    if try arguments[self.distance] != nil { return "--\(self.distance.spec.name)" }
    if try arguments[self.face] != nil { return "--\(self.face.spec.name)" }
    if try arguments[self.system] != nil { return "--\(self.system.spec.name)" }
    if try arguments[self.perEnd.option] != nil { return "--\(self.perEnd.option.spec.name)" }
    return arguments[self.indoor] ? "--\(self.indoor.spec.name)" : nil
  }

  private func practiceDefinition(_ context: CommandContext) throws -> RoundDefinition {
    let arguments = context.arguments
    guard let distance = try arguments[self.distance], let face = try arguments[self.face],
      let system = try arguments[self.system]
    else { throw practiceNeeds.refusal }  // the parser has checked it
    return .practice(
      distance: distance, face: face, system: system, indoor: arguments[self.indoor],
      arrowsPerEnd: try arguments[self.perEnd])
  }
}
