import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

@testable import Scoring

/// A new match refuses two archers who share a name, as a target does (stranger29b N9): a
/// guest named as the store archer opposite, or case twins in one team.
@MainActor
@Suite("Match names apart", .dependencies(), .timeLimit(.minutes(1)))
struct MatchNamesApartTests {
  @Test(arguments: [
    ("sets Ana / +Ana", "'Ana' is in this match already"),
    ("sets Ana / +ana", "'ana' is in this match already"),
    ("team-sets +x +X +y / +p +q +r", "'X' is in this match already"),
  ])
  func aSharedNameIsRefusedAndNothingSaved(_ line: String, _ said: String) async throws {
    let ana = try Archer(name: "Ana", bowStyle: .recurve)
    let store = MatchClient.inMemory()
    try await withDependencies {
      $0.matches = store
      $0.archers = .inMemory([ana])
    } operation: { () async throws in
      let model = MatchModel(matchID: nil)
      #expect(!(await model.start(line)))
      #expect(model.error?.message.hasPrefix(said) == true, "\(model.error?.message ?? "")")
      #expect(try await store.list().items.isEmpty, "nothing saved")
    }
  }

  /// A stored match is read as it was saved: the check is at the start only.
  @Test func aStoredSheetWithSharedNamesStillReads() throws {
    let sheet = try MatchSheet(
      sideA: [try MatchEntrant(name: "Ann")], sideB: [try MatchEntrant(name: "Ann")],
      match: Match(format: .sets))
    #expect(throws: MatchEntryError.sameName("Ann")) { try sheet.checkNamesApart() }
  }
}
