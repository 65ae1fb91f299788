import Coordinator
import CoreInterfaces
import Equipment
import LiveDependencies
import Scoring
import Terminal
import Testing

/// docs/ADDING.md's "Add a screen", checked for every destination: each is made by its
/// registration and loaded by the coordinator, drawn by its screen type with its keys, and refuses a key it does not take
/// in one line without moving.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScreenChecklistTests {
  /// One of each destination, over the sample gear and a started round.
  static func every(round: RoundID, match: MatchID) -> [Destination] {
    let item = EquipmentSamples.items[0]
    return [
      .equipmentHub, .equipmentList(.arrow), .bowSetupPicker, .itemPicker(.sight),
      .roundSetup(codename: "wa18"), .scoring(round), .analyticsHub, .newRound, .roundsList,
      .roundDetail(round), .equipmentEditor(item.kind, item.id), .equipmentEditor(.rest, nil),
      .setupsList, .setupEditor(EquipmentSamples.setups[0].id), .setupEditor(nil), .settings,
      .archers, .clubTarget, .match(match), .newMatch, .syncConflicts,
    ]
  }

  /// The case's name: exhaustive, so a new destination does not compile until it is named here,
  /// and `everyDestinationIsMadeLoadedDrawnAndRefusesAnUnknownKey` then asks for it in `every`.
  static func kind(_ destination: Destination) -> String {
    switch destination {
    case .equipmentHub: "equipmentHub"
    case .equipmentList: "equipmentList"
    case .bowSetupPicker: "bowSetupPicker"
    case .itemPicker: "itemPicker"
    case .roundSetup: "roundSetup"
    case .scoring: "scoring"
    case .analyticsHub: "analyticsHub"
    case .newRound: "newRound"
    case .roundsList: "roundsList"
    case .roundDetail: "roundDetail"
    case .equipmentEditor: "equipmentEditor"
    case .setupsList: "setupsList"
    case .setupEditor: "setupEditor"
    case .settings: "settings"
    case .archers: "archers"
    case .clubTarget: "clubTarget"
    case .match: "match"
    case .newMatch: "newMatch"
    case .syncConflicts: "syncConflicts"
    }
  }

  @Test func everyDestinationIsMadeLoadedDrawnAndRefusesAnUnknownKey() async throws {
    try await CompositionRoot.withLiveDependencies {
      @Dependency(\.rounds) var rounds
      let round = try await rounds.start(try #require(RoundCatalogue.round("wa18")), nil)
      @Dependency(\.matches) var matches
      let match = try await matches.start(
        try MatchSheet(
          sideA: [try MatchEntrant(name: "Ana")], sideB: [try MatchEntrant(name: "Ben")],
          match: Match(format: .sets)))
      let session = await startedSession()
      let every = Self.every(round: round.id, match: match.id)
      #expect(Set(every.map(Self.kind)).count == 19, "every kind of destination is in `every`")
      for destination in every {
        session.coordinator.show(destination)
        let screen = await play(session, ["?"])
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines.first == "── Home › \(destination.title)", "\(destination)")
        #expect(!screen.contains("Loading…"), "\(destination) is loaded once drawn")
        #expect(!screen.contains("Could not"), "\(destination) read what it shows")
        #expect(lines.contains { $0.hasPrefix("keys: ") }, "\(destination) lists its keys")
        let refused = await play(session, ["zz"])
        #expect(refused.hasPrefix("── Home › \(destination.title)\n"), "\(destination) stays")
        #expect(
          refused.split(separator: "\n").filter { $0.hasPrefix("! ") }.count == 1,
          "\(destination) refuses zz in one line")
        session.coordinator.popToRoot()
      }
    }
  }
}
