import CoreInterfaces
import Testing

/// The glossary's "Head-to-head matches" as tests: its worked examples, each format's numbers,
/// set points, the decision, the shoot-off and every refusal naming its set.
@Suite("Match rules")
struct MatchRulesTests {
  /// A set written as a score sheet does: `"10 9 9"`.
  static func arrows(_ text: String) throws -> [ArrowValue] {
    try MatchNotation.arrows(text[...], at: .set(1), .a)
  }

  /// A shoot-off side written `"10@3.0"`.
  static func shootOff(_ text: String) throws -> [ShootOffArrow] {
    try MatchNotation.shootOff(text, at: .shootOff(1), .a)
  }

  /// `format` with `sets` shot, each `(a, b)` as written.
  static func match(_ format: MatchFormat, _ sets: [(String, String)]) throws -> Match {
    var match = Match(format: format)
    for (a, b) in sets { try match.shoot(a: arrows(a), b: arrows(b)) }
    return match
  }

  @Test func theFormatsAreTheGlossarysTable() {
    let table = MatchFormat.allCases.map {
      [$0.arrowsPerSet, $0.maximumSets, $0.setPointsToWin ?? 0, $0.shootOffArrows]
    }
    #expect(
      table == [
        [3, 5, 6, 1], [3, 5, 0, 1], [6, 4, 5, 3], [6, 4, 0, 3], [4, 4, 5, 2], [4, 4, 0, 2],
      ])
    #expect(
      MatchFormat.allCases.map(\.rawValue).joined(separator: " ")
        == "sets cumulative team-sets team-cumulative mixed-sets mixed-cumulative")
  }

  /// Worked example 1: 30–27, 27–30, 30–27, 27–30, 28–28 is 5–5; both shoot 10, A at 3.0 mm and
  /// B at 2.0 mm → B wins.
  @Test func aFiveAllSetMatchGoesToTheArrowNearerTheCentre() throws {
    var match = try Self.match(
      .sets,
      [
        ("10 10 10", "9 9 9"), ("9 9 9", "10 10 10"), ("X 10 10", "9 9 9"), ("9 9 9", "10 X 10"),
        ("10 9 9", "10 9 9"),
      ])
    #expect(match.setPoints(.a) == 5 && match.setPoints(.b) == 5)
    #expect(match.outcome == .shootOffDue(.shootOff(1)))
    let outcome = try match.shootOff(a: Self.shootOff("10@3.0"), b: Self.shootOff("10@2.0"))
    #expect(outcome == .won(.b, at: .shootOff(1), by: .shootOffCloser))
    // The shoot-off winner gets one extra set point: the match reads 5–6 (stranger29b N14),
    // while the sets alone stay 5–5.
    #expect(match.setPoints(.a) == 5 && match.setPoints(.b) == 6)
    #expect(match.setPoints(.a, after: 5) == 5 && match.setPoints(.b, after: 5) == 5)
    #expect(match.shootOffWinner == .b)
  }

  /// Worked example 2: cumulative 150–150 → shoot-off; A shoots X, B 9 → A wins.
  @Test func aTiedCumulativeMatchGoesToTheShootOffTotal() throws {
    var match = try Self.match(.cumulative, Array(repeating: ("10 10 10", "X X 10"), count: 5))
    #expect(match.total(.a) == 150 && match.total(.b) == 150)
    #expect(match.setPoints(.a) == nil, "a cumulative match has no set points")
    #expect(match.outcome.needsShootOff)
    let outcome = try match.shootOff(a: Self.shootOff("X"), b: Self.shootOff("9"))
    #expect(outcome == .won(.a, at: .shootOff(1), by: .shootOffTotal))
    #expect(match.setPoints(.a) == nil, "still none once the shoot-off is won")
  }

  /// Worked example 3: 30–27 three times is 6–0 after the third set; a fourth is refused.
  @Test func sixSetPointsDecideAndAFourthSetIsRefused() throws {
    var match = try Self.match(.sets, Array(repeating: ("10 10 10", "9 9 9"), count: 3))
    #expect(match.outcome == .won(.a, at: .set(3), by: .setPoints))
    #expect(match.setPoints(.a) == 6 && match.setPoints(.b) == 0)
    let refusal = MatchError.afterDecision(.set(4), decidedAt: .set(3), winner: .a)
    #expect(throws: refusal) { try match.shoot(a: Self.arrows("9 9 9"), b: Self.arrows("9 9 9")) }
    #expect(
      refusal.errorDescription
        == "Set 4: the match was decided after set 3 (A won); no further set is shot.")
    #expect(match.sets.count == 3, "the refused set changed nothing")
  }

  @Test func aTiedSetEarnsOnePointEach() throws {
    let match = try Self.match(.sets, [("10 9 9", "9 10 9")])
    #expect(match.setPoints(.a) == 1 && match.setPoints(.b) == 1)
    #expect(match.setPoints(.a, after: -1) == 0 && match.total(.b, after: -5) == 0, "no trap")
    #expect(match.total(.a, after: 99) == 28)
    #expect(match.outcome == .shooting(next: .set(2)))
  }

  @Test func teamsWinAtFiveSetPointsAndMixedTeamsToo() throws {
    let team = try Self.match(
      .teamSets,
      Array(repeating: ("10 10 10 10 10 10", "9 9 9 9 9 9"), count: 2)
        + [("9 9 9 9 9 9", "9 9 9 9 9 9")])
    #expect(team.outcome == .won(.a, at: .set(3), by: .setPoints), "2 + 2 + 1 = 5")
    let mixed = try Self.match(.mixedSets, Array(repeating: ("9 9 9 9", "10 9 9 9"), count: 3))
    #expect(mixed.outcome == .won(.b, at: .set(3), by: .setPoints))
  }

  @Test func aCumulativeMatchIsDecidedAfterItsLastEndOnly() throws {
    var match = try Self.match(.teamCumulative, [("X X X X X X", "M M M M M M")])
    #expect(match.outcome == .shooting(next: .end(2)), "60–0 after one end decides nothing yet")
    for _ in 2...4 {
      try match.shoot(a: Self.arrows("1 1 1 1 1 1"), b: Self.arrows("2 2 2 2 2 2"))
    }
    #expect(match.total(.a) == 78 && match.total(.b) == 36)
    #expect(match.outcome == .won(.a, at: .end(4), by: .total))
  }

  @Test func teamShootOffsCompareTheClosestArrowThenTheNextClosest() throws {
    var match = try Self.match(
      .teamSets, Array(repeating: ("9 9 9 9 9 9", "9 9 9 9 9 9"), count: 4))
    #expect(match.outcome == .shootOffDue(.shootOff(1)), "4–4 after four sets")
    let tied = try match.shootOff(
      a: Self.shootOff("10@5, 9@20, 8@30"), b: Self.shootOff("9@20, 8@30, 10@5"))
    #expect(tied == .shootOffDue(.shootOff(2)), "equal in total and every distance: again")
    let decided = try match.shootOff(
      a: Self.shootOff("10@4, 9@25, 8@30"), b: Self.shootOff("9@20, 10@4, 8@30"))
    #expect(decided == .won(.b, at: .shootOff(2), by: .shootOffCloser), "4 = 4, then 20 < 25")
    #expect(match.setPoints(.a) == 4 && match.setPoints(.b) == 5, "a team's shoot-off: 4–5")
  }

  @Test func refusalsNameTheSetAndChangeNothing() throws {
    var match = Match(format: .sets)
    #expect(throws: MatchError.arrowCount(.set(1), .b, given: 4, expected: 3)) {
      try match.shoot(a: Self.arrows("10 9 9"), b: Self.arrows("10 9 9 9"))
    }
    #expect(
      MatchError.arrowCount(.set(1), .b, given: 4, expected: 3).errorDescription
        == "Set 1: B shot 4 arrows; a set is 3 arrows a side.")
    // stranger29b N12: "an end", not "a end".
    #expect(
      MatchError.arrowCount(.end(1), .a, given: 4, expected: 3).errorDescription
        == "End 1: A shot 4 arrows; an end is 3 arrows a side.")
    #expect(throws: MatchError.shootOffNotDue(.shootOff(1), next: .set(1))) {
      try match.shootOff(a: Self.shootOff("10@1"), b: Self.shootOff("9@1"))
    }
    #expect(throws: MatchError.arrowNotOnFace(.set(1), .a, text: "11")) { try Self.arrows("11") }
    #expect(throws: MatchError.arrowNotOnFace(.set(1), .a, text: "ten")) { try Self.arrows("ten") }
    let unchecked = ArrowValue(uncheckedPoints: 9, isX: true, isMiss: false)
    #expect(throws: MatchError.arrowNotOnFace(.set(1), .a, text: "X")) {
      try match.shoot(a: [unchecked, unchecked, unchecked], b: Self.arrows("9 9 9"))
    }
    #expect(match.sets.isEmpty)
  }

  @Test func aSetIsRefusedWhileAShootOffIsDue() throws {
    var match = try Self.match(.mixedCumulative, Array(repeating: ("9 9 9 9", "9 9 9 9"), count: 4))
    #expect(throws: MatchError.shootOffDue(.end(5), due: .shootOff(1))) {
      try match.shoot(a: Self.arrows("9 9 9 9"), b: Self.arrows("9 9 9 9"))
    }
    #expect(
      MatchError.shootOffDue(.end(5), due: .shootOff(1)).errorDescription
        == "End 5: the match is tied after its last end; a shoot-off is due, not another end.")
    #expect(
      MatchError.arrowCount(.shootOff(1), .a, given: 1, expected: 2).errorDescription
        == "Shoot-off: A shot 1 arrow; a shoot-off is one arrow per archer, 2 a side.")
    #expect(throws: MatchError.arrowCount(.shootOff(1), .a, given: 1, expected: 2)) {
      try match.shootOff(a: Self.shootOff("10@1"), b: Self.shootOff("10@1, 9@2"))
    }
    #expect(throws: MatchError.distanceNeeded(.shootOff(1), .a)) {
      try match.shootOff(a: Self.shootOff("10, 9@2"), b: Self.shootOff("10@1, 9@2"))
    }
    #expect(match.shootOffs.isEmpty)
    let outcome = try match.shootOff(a: Self.shootOff("M, 9@2"), b: Self.shootOff("9@1, M"))
    #expect(
      outcome == .won(.b, at: .shootOff(1), by: .shootOffCloser), "a miss is the farthest")
    #expect(throws: MatchError.afterDecision(.shootOff(2), decidedAt: .shootOff(1), winner: .b)) {
      try match.shootOff(a: Self.shootOff("10@1, 10@1"), b: Self.shootOff("9@1, 9@1"))
    }
  }

  @Test(arguments: ["10@nan", "10@1e308", "10@-1", "10@inf", "10@0x10", "10@", "10@1000.5"])
  func aDistanceThatIsNotOneIsRefusedWithOneLine(text: String) throws {
    let error = try #require(
      throws: MatchError.self,
      performing: { try MatchNotation.shootOff(text, at: .shootOff(1), .b) })
    guard case .distance(.shootOff(1), .b, _) = error else {
      Issue.record("\(error)")
      return
    }
    let line = try #require(error.errorDescription)
    #expect(line.hasPrefix("Shoot-off: B's distance from the centre '"), "\(line)")
    #expect(line.hasSuffix("use 0 to 1000 mm (value@mm, e.g. 10@3.5)."), "\(line)")
    #expect(throws: ValueRangeError.self) {
      try ShootOffArrow(value: .miss, distanceMillimetres: .nan)
    }
    let typed = String(text.drop { $0 != "@" }.dropFirst())
    #expect(line.contains("'\(typed)'"), "echoed as typed: \(line)")
  }

  /// A miss hit no ring to measure from: a distance for it is refused, as typed; a 9 at 0 mm is
  /// taken (a typed shoot-off names no face size nor shaft to check it against).
  @Test func aMissWithADistanceIsRefusedAsTyped() throws {
    for text in ["M@0", "m@3.5", "0@12"] {
      #expect(throws: MatchError.missDistance(.shootOff(1), .a, typed: text)) {
        try MatchNotation.shootOff(text, at: .shootOff(1), .a)
      }
    }
    #expect(
      MatchError.missDistance(.shootOff(1), .a, typed: "M@0").errorDescription
        == "Shoot-off: A's 'M@0' is a miss with a distance; a miss has none (it counts as the farthest): write M alone."
    )
    #expect(throws: ValueRangeError.self) {
      try ShootOffArrow(value: .miss, distanceMillimetres: 0)
    }
    #expect(try Self.shootOff("M").first?.value.isMiss == true)
    #expect(try Self.shootOff("9@0").first?.distanceMillimetres == 0)
  }

  @Test func aPlottedShootOffArrowIsScoredAndMeasuredFromTheCentre() throws {
    let face = TargetFace(system: .tenZone, diameter: 1.22)
    let near = try ShootOffArrow(x: 0.003, y: -0.004, on: face, arrowDiameter: 0.0055)
    #expect(near.value.description == "X")
    #expect(abs((near.distanceMillimetres ?? 0) - 5) < 1e-9)
    let off = try ShootOffArrow(x: 2, y: 0, on: face, arrowDiameter: 0.0055)
    #expect(off.value.isMiss && off.distanceMillimetres == nil)
    #expect(throws: ValueRangeError.self) {
      try ShootOffArrow(x: .nan, y: 0, on: face, arrowDiameter: 0.0055)
    }
    var match = try Self.match(.sets, Array(repeating: ("9 9 9", "9 9 9"), count: 5))
    let closer = try ShootOffArrow(x: 0, y: 0.002, on: face, arrowDiameter: 0.0055)
    #expect(
      try match.shootOff(a: [near], b: [closer]) == .won(.b, at: .shootOff(1), by: .shootOffCloser))
  }

  /// A plotted distance is kept and printed to 0.1 mm, as a measure gives it, not to 13
  /// decimals (stranger-final F6: `5@239.9999611306635`).
  @Test func aPlottedDistanceIsToATenthOfAMillimetre() throws {
    let face = TargetFace(system: .tenZone, diameter: 1.22)
    let arrow = try ShootOffArrow(x: 0.1697056, y: 0.1697056, on: face, arrowDiameter: 0.0055)
    #expect(arrow.distanceMillimetres == 240)
    #expect(arrow.notation == "\(arrow.value)@240")
    let inner = try ShootOffArrow(x: 0.00326, y: 0, on: face, arrowDiameter: 0.0055)
    #expect(inner.notation == "X@3.3")
  }

  @Test func notationReadsXAndMissAndZeroAndRefusesGarbageShortly() throws {
    let read = try Self.arrows(" x 10\t0 m ")
    #expect(read.map(\.description) == ["X", "10", "M", "M"])
    #expect(read.map(\.points) == [10, 10, 0, 0])
    #expect(MatchNotation.groups("10 9 9, 9 9 8,").count == 3, "an empty last set is a set")
    let long = String(repeating: "z", count: 100_000)
    let error = try #require(throws: MatchError.self, performing: { try Self.arrows(long) })
    #expect((error.errorDescription ?? "").count < 120)
    #expect(try Self.shootOff("10@3.2").first?.notation == "10@3.2")
  }
}
