import CoreInterfaces
import Scoring
import Testing

/// One lookup for a stored archer on the Target and Match screens and `match start`: a name, or
/// an ID prefix only one archer's ID starts with (stranger29b N18).
@Suite("Naming a stored archer")
struct ArcherLookupTests {
  @Test func aMatchTakesAnIDPrefixAsTheTargetDoes() throws {
    let ana = try Archer(name: "Ana Lopez", bowStyle: .recurve)
    let prefix = String(ana.id.description.prefix(8))
    let entrants = try MatchEntrant.named(
      [.init(prefix), .init("Mary Ann", guest: true)], among: [ana], naming: .options, side: .a)
    #expect(entrants.first?.archer == ana.id)
    #expect(entrants.first?.name == "Ana Lopez")
    #expect(Archer.named("ana lopez", in: [ana]) == ana)
    #expect(Archer.named(String(prefix.prefix(3)), in: [ana]) == nil, "three digits are a name")
    #expect(throws: MatchEntryError.self) {
      _ = try MatchEntrant.named([.init("zzzz")], among: [ana], naming: .options, side: .a)
    }
  }
}
