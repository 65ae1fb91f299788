import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Scoring

/// A name whose closing quote is missing on the Match or Target screen line is refused in one
/// clear line, nothing saved (stranger29c C7: the rest of the line was read as one name).
@MainActor
@Suite("Unclosed quote", .dependencies(), .timeLimit(.minutes(1)))
struct UnclosedQuoteTests {
  static let missing = "A name's closing quote is missing"

  @Test(arguments: ["sets \"Ana Lopez / +Bo", "sets \"Ana / Bo", "sets Ana / +\"Bo"])
  func aMatchLineWithAnUnclosedQuoteIsRefused(_ line: String) async throws {
    let ana = try Archer(name: "Ana Lopez", bowStyle: .recurve)
    let store = MatchClient.inMemory()
    try await withDependencies {
      $0.matches = store
      $0.archers = .inMemory([ana])
    } operation: { () async throws in
      let model = MatchModel(matchID: nil)
      #expect(!(await model.start(line)))
      #expect(model.error?.message.hasPrefix(Self.missing) == true, "\(model.error?.message ?? "")")
      #expect(try await store.list().items.isEmpty, "nothing saved")
    }
  }

  /// A slash inside quotes is part of the name, not the line's split between the sides.
  @Test func aSlashInQuotesIsPartOfAName() async throws {
    let ana = try Archer(name: "Ana / Lopez", bowStyle: .recurve)
    try await withDependencies {
      $0.matches = .inMemory()
      $0.archers = .inMemory([ana])
    } operation: { () async throws in
      let model = MatchModel(matchID: nil)
      #expect(await model.start("sets \"Ana / Lopez\" / +Bo"), "\(model.error?.message ?? "")")
      #expect(model.started == "Match started: Ana / Lopez (A) against Bo (B).")
    }
  }

  @Test func aTargetLineWithAnUnclosedQuoteIsRefused() async throws {
    let ana = try Archer(name: "Ana Lopez", bowStyle: .recurve)
    let targets = TargetClient.inMemory()
    let model = withDependencies {
      $0.targets = targets
      $0.rounds = .inMemory()
      $0.archers = .inMemory([ana])
    } operation: {
      TargetModel { outcome, _ in "\(outcome)" }
    }
    #expect(!(await model.startTarget("wa18 \"Ana Lopez +Cy")))
    #expect(model.said?.text.hasPrefix(Self.missing) == true, "\(model.said?.text ?? "")")
    #expect(try await targets.list().isEmpty, "nothing saved")
  }
}
