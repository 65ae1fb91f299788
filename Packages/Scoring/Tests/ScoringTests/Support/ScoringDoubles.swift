import CoreInterfaces
import Scoring

/// A navigator that answers picks from a script and records every call.
@MainActor
final class ScriptedNavigator: ScoringNavigator {
  var answers: [BowSetupSummary?]
  private(set) var pickCalls = 0

  init(answers: [BowSetupSummary?]) { self.answers = answers }

  func pickBowSetup() async -> BowSetupSummary? {
    pickCalls += 1
    return answers.isEmpty ? nil : answers.removeFirst()
  }
}

/// What `RoundClient.start` was asked, as one value a ``Spy`` can record.
struct StartRequest: Equatable, Sendable {
  var codename: String
  var setup: BowSetupID?
}
