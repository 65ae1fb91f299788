import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Scoring
import Testing

/// The Match screen's plotted shoot-off (`p 0,0 / 50,0`): scored and measured by the rulebook's
/// conversion (a compound match's on its 80 cm 6-ring face), refused in one line with nothing
/// saved when malformed or early.
@MainActor
@Suite("Match screen plotted shoot-off", .dependencies(), .timeLimit(.minutes(1)))
struct MatchModelPlottedTests {
  /// A `format` match between Ana and Ben with every set tied.
  func tied(_ format: MatchFormat) async throws -> (MatchClient, MatchModel) {
    @Dependency(\.matches) var client
    let sheet = try await client.start(
      try MatchSheet(
        sideA: [try MatchEntrant(name: "Ana")], sideB: [try MatchEntrant(name: "Ben")],
        match: Match(format: format)))
    let model = MatchModel(matchID: sheet.id)
    await model.load()
    return (client, model)
  }

  @Test func aPlottedShootOffIsDecidedByTheArrowNearerTheCentre() async throws {
    try await withDependencies {
      $0.matches = .inMemory()
      $0.settings = .inMemory()
    } operation: {
      let (client, model) = try await tied(.sets)
      #expect(!(await model.enterPlotted("0,0 / 50,0")), "no shoot-off is due yet")
      #expect(model.error != nil)
      for _ in 0..<5 { #expect(await model.enter("10 9 9 / 9 9 10")) }
      try await eventually("tied") { model.wants?.needsShootOff == true }
      #expect(!(await model.enterPlotted("0,0 50,0")))
      #expect(model.error?.message.hasPrefix("Give side A's positions") == true)
      #expect(!(await model.enterPlotted("0;0 / 50,0")))
      #expect(model.error?.message.hasPrefix("Shoot-off") == true, "\(model.error?.message ?? "")")
      let id = try #require(model.shown.value?.id)
      #expect(try await client.match(id).match.shootOffs.isEmpty, "nothing saved")
      #expect(await model.enterPlotted("3,4 / 50,0"))
      try await eventually("decided") { model.wants?.winner == .a }
    }
  }

  /// stranger29b N11: a compound shoot-off is plotted on the 80 cm 6-ring compound face.
  @Test func aCompoundShootOffIsPlottedOnTheCompoundFace() async throws {
    try await withDependencies {
      $0.matches = .inMemory()
      $0.settings = .inMemory()
    } operation: {
      let (client, model) = try await tied(.cumulative)
      for _ in 0..<5 { #expect(await model.enter("10 9 9 / 9 9 10")) }
      try await eventually("tied") { model.wants?.needsShootOff == true }
      #expect(await model.enterPlotted("100,0 / 250,0"), "\(model.error?.message ?? "")")
      let id = try #require(model.shown.value?.id)
      let shot = try #require(try await client.match(id).match.shootOffs.first)
      #expect(shot.arrows(.a).map(\.value.points) == [8], "on the 122 cm face: a 9")
      #expect(shot.arrows(.b).first?.value.isMiss == true, "off the 80 cm 6-ring face")
    }
  }
}
