import Testing

@testable import CommandKit
@testable import Commands

@Suite("One ID resolver")
struct IDResolverTests {
  struct Record {
    let id: String
    let name: String
  }

  let records = [
    Record(id: "8b91aa00-0000-4000-8000-000000000001", name: "York"),
    Record(id: "8b2c0000-0000-4000-8000-000000000002", name: "WA 18 m"),
    Record(id: "c0ffee00-0000-4000-8000-000000000003", name: "Portsmouth"),
  ]

  func resolve(_ text: String) throws -> Record {
    try IDResolver.resolve(text, .round, in: records, id: \.id, name: \.name)
  }

  @Test func anyUniquePrefixWorksEvenOneCharacterAndAnyCase() throws {
    #expect(try resolve("c").name == "Portsmouth")
    #expect(try resolve("8B9").name == "York")
    #expect(try resolve(records[1].id).name == "WA 18 m")
  }

  @Test func anAmbiguousPrefixIsADataRefusalListingTheCandidatesWithTheirNames() {
    let ambiguous = IDAmbiguous(
      text: "8b", kind: .round, candidates: ["8b91aa00 York", "8b2c0000 WA 18 m"], count: 2)
    #expect(throws: ambiguous) { try resolve("8b") }
    #expect(
      ambiguous.errorDescription
        == "'8b' matches 2 rounds: 8b91aa00 York, 8b2c0000 WA 18 m; give more of the ID.")
  }

  @Test func noMatchIsADataRefusalNamingTheListCommand() {
    #expect(throws: IDNotFound(text: "ab", kind: .round)) { try resolve("ab") }
    #expect(
      IDNotFound(text: "ab", kind: .setup).errorDescription
        == "No bow setup's ID starts with 'ab'; 'quiver setups list' shows them.")
  }

  @Test func textThatCannotBeAnIDIsAUsageError() {
    #expect(throws: UsageError.self) { try resolve("zz") }
    #expect(throws: UsageError.self) { try resolve("") }
  }
}
