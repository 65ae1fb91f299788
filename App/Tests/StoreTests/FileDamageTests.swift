import Testing

@testable import Store

/// What reading every page found is counted and placed in Quiver's words, never SQLite's lines.
@Suite("Naming a damaged file")
struct FileDamageTests {
  @Test func indexesAndRootPagesNameTheirTablesAndNothingElseIsGuessed() {
    let lines = [
      "*** in database main ***\nOn tree page 5138 cell 42: Extends off end of page\n"
        + "On tree page 5138 cell 41: Extends off end of page",
      "row 7 missing from index arrows_by_end",
      "Page 12: btreeInitPage() returns error code 11",
    ]
    let tables = FileDamage.tables(
      named: lines, indexes: ["arrows_by_end": "arrows"], roots: [12: "rounds", 2: "settings"])
    #expect(tables == ["arrows", "rounds"])
    #expect(
      FileDamage.found(lines, tables: tables)
        == "reading every page found 4 broken places, in the arrows, rounds tables")
    #expect(
      FileDamage.found(["x", "database disk image is malformed"], tables: [])
        == "reading every page found 1 broken place")
  }
}
