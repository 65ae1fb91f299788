import CoreInterfaces
import Scoring
import Testing

/// Equal totals are split by the face's own rule (stranger29b N4): hits then golds on an
/// imperial 5-zone face (Archery GB), 10s then Xs on a metric one (World Archery).
@Suite("A target's tie-break")
struct TargetTieBreakTests {
  @Test func anImperialRoundSplitsTiesByHitsThenGolds() throws {
    var target = try TargetTests.target("national", ["Kim", "Lee", "Max", "Ned"])
    #expect(TargetTieBreak.of(target.round) == .hitsThenGolds)
    try target.enter(["9", "9", "M", "M", "M", "M"], for: .a)  // 18: 2 hits, 2 golds
    try target.enter(["3", "3", "3", "3", "3", "3"], for: .b)  // 18: 6 hits, no gold
    try target.enter(["9", "3", "3", "1", "1", "1"], for: .c)  // 18: 6 hits, 1 gold
    try target.enter(["7", "5", "3", "1", "1", "1"], for: .d)  // 18: 6 hits, no gold
    let ranked = target.standings
    #expect(ranked.map(\.letter) == [.c, .b, .d, .a])
    #expect(ranked.map(\.rank) == [1, 2, 2, 4])
    #expect(ranked.map(\.hits) == [6, 6, 6, 2])
    #expect(ranked.map(\.golds) == [1, 0, 0, 2])
  }

  @Test func aMetricRoundSplitsTiesByTensThenXs() throws {
    var target = try TargetTests.target("wa18", ["Kim", "Lee"])
    #expect(TargetTieBreak.of(target.round) == .tensThenXs)
    #expect(TargetTieBreak.tensThenXs.headings == ("10s", "Xs"))
    try target.enter(["10", "9", "M"], for: .a)  // 19: one 10, 2 hits
    try target.enter(["7", "6", "6"], for: .b)  // 19: no 10, 3 hits
    #expect(target.standings.map(\.letter) == [.a, .b], "10s decide, not hits")
  }

  /// stranger29d D14: a World Archery field face (6 to 1, no X) splits ties by 6s then 5s.
  @Test func aFieldRoundSplitsTiesBySixesThenFives() throws {
    var target = try TargetTests.target("wa_field_24_red_marked", ["K", "L", "M"])
    #expect(TargetTieBreak.of(target.round) == .sixesThenFives)
    #expect(TargetTieBreak.sixesThenFives.headings == ("6s", "5s"))
    #expect(TargetTieBreak.sixesThenFives.name == "sixesThenFives")
    try target.enter(["4", "4", "4"], for: .a)  // 12: no 6, no 5
    try target.enter(["6", "5", "1"], for: .b)  // 12: one 6, one 5
    try target.enter(["6", "6", "M"], for: .c)  // 12: two 6s
    let ranked = target.standings
    #expect(ranked.map(\.letter) == [.c, .b, .a])
    #expect(ranked.map(\.rank) == [1, 2, 3])
    #expect(ranked.map { TargetTieBreak.sixesThenFives.counts($0) }.map(\.0) == [2, 1, 0])
    #expect(ranked.map(\.fives) == [0, 1, 0])
  }
}
