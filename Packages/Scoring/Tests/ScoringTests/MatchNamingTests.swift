import CoreInterfaces
import Scoring
import Testing

/// A match's refusals name what the person types (stranger29d D9, D15): `/ +Name` on the Match
/// screen, `--b`/`--guest-b` on the command line; a typed guest marker is never part of a name.
@Suite("Naming a match's archers")
struct MatchNamingTests {
  @Test func aSideShortOfArchersIsToldInTheScreensWords() throws {
    let ana = try MatchEntrant(name: "Ana")
    #expect(
      throws: MatchEntryError.entrants(.b, given: 0, expected: 1, .sets, .screen)
    ) { _ = try MatchSheet(sideA: [ana], sideB: [], match: Match(format: .sets), naming: .screen) }
    #expect(
      MatchEntryError.entrants(.b, given: 0, expected: 1, .sets, .screen).errorDescription
        == "Side B names 0 archers; a match of individual sets (recurve, barebow) has 1 a side "
        + "(one name per archer after the slash, a guest marked +).")
    #expect(
      MatchEntryError.entrants(.a, given: 0, expected: 1, .sets).errorDescription?.hasSuffix(
        "(--a or --guest-a once per archer).") == true)
  }

  @Test func theHintForAnUnknownNameNeverRepeatsTheMarker() {
    #expect(
      MatchEntryError.noArcher("+Bo", .options, .a).errorDescription
        == "No archer is named '+Bo'; mark a guest with --guest-a Bo.")
    #expect(
      MatchEntryError.noArcher("Zed", .screen, .b).errorDescription
        == "No archer is named 'Zed'; mark a guest with +Zed.")
  }

  @Test func aGuestTypedWithTheMarkerIsNamedWithoutIt() throws {
    let entrants = try MatchEntrant.named(
      [.init("+Bo", guest: true), .init(" +Cy", guest: true), .init("Di+", guest: true)],
      among: [], naming: .options, side: .a)
    #expect(entrants.map(\.name) == ["Bo", "Cy", "Di+"])
    #expect(throws: MatchEntryError.self) {
      _ = try MatchEntrant.named([.init("+", guest: true)], among: [], naming: .options, side: .a)
    }
  }
}
