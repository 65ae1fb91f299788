import CoreInterfaces
import Testing

/// Properties every match holds, over many matches from a seeded generator (the same matches on
/// every run): set points never pass one more than the winning number (7–3), every set shares out two points, no set
/// is taken after the decision, and swapping the sides swaps the result.
@Suite("Match properties")
struct MatchPropertyTests {
  /// A small deterministic generator (SplitMix64), so a failure reproduces.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Arrows near the top of the face, so sets are often tied and matches often go to shoot-offs.
  static func arrows(_ count: Int, _ random: inout SeededGenerator) -> [ArrowValue] {
    let written = ["X", "10", "10", "9", "9", "8", "7", "M"]
    return (0..<count).map { _ in
      let text = written[Int.random(in: 0..<written.count, using: &random)]
      return (try? MatchNotation.arrows(text[...], at: .set(1), .a).first) ?? .miss
    }
  }

  static func shootOffArrows(_ count: Int, _ random: inout SeededGenerator) -> [ShootOffArrow] {
    (0..<count).compactMap { _ in
      let value =
        Int.random(in: 0..<3, using: &random) == 0 ? ArrowValue.miss : arrows(1, &random)[0]
      let distance = Double(Int.random(in: 0...3, using: &random))
      return try? ShootOffArrow(value: value, distanceMillimetres: value.isMiss ? nil : distance)
    }
  }

  /// Shoots random sets until the match is decided, then a refused set, on `match` and its mirror.
  @Test(arguments: MatchFormat.allCases)
  func everyMatchKeepsTheRulesAndMirrorsTheOtherSide(format: MatchFormat) throws {
    var random = SeededGenerator(state: UInt64(format.rawValue.count))
    for _ in 0..<400 {
      var match = Match(format: format)
      var mirror = Match(format: format)
      var shot = 0
      while match.outcome.winner == nil, shot < 30 {
        shot += 1
        if match.outcome.needsShootOff {
          let a = Self.shootOffArrows(format.shootOffArrows, &random)
          let b = Self.shootOffArrows(format.shootOffArrows, &random)
          try match.shootOff(a: a, b: b)
          try mirror.shootOff(a: b, b: a)
        } else {
          let a = Self.arrows(format.arrowsPerSet, &random)
          let b = Self.arrows(format.arrowsPerSet, &random)
          try match.shoot(a: a, b: b)
          try mirror.shoot(a: b, b: a)
        }
        let pointsA = match.setPoints(.a) ?? 0
        let pointsB = match.setPoints(.b) ?? 0
        // One past the winning number at most: 5–3 and a won last set end 7–3.
        let most = (format.setPointsToWin ?? 0) + 1
        #expect(max(pointsA, pointsB) <= most, "\(match.sets)")
        if format.usesSetPoints {
          // Two a set, and one more for a shoot-off's winner.
          let extra = match.shootOffWinner == nil ? 0 : 1
          #expect(pointsA + pointsB == 2 * match.sets.count + extra)
        }
        #expect(match.sets.count <= format.maximumSets)
        #expect(mirror.setPoints(.a) == match.setPoints(.b) && mirror.total(.a) == match.total(.b))
        #expect(mirror.outcome.winner == match.outcome.winner?.other)
      }
      let winner = try #require(match.outcome.winner, "decided within 30 steps")
      if format.usesSetPoints {
        // Won in the sets, or in a shoot-off whose extra point puts the winner ahead (6–5).
        #expect((match.setPoints(winner) ?? 0) >= (format.setPointsToWin ?? 0))
        #expect((match.setPoints(winner) ?? 0) > (match.setPoints(winner.other) ?? 0))
      }
      let before = match
      #expect(throws: MatchError.self) {
        try match.shoot(
          a: Self.arrows(format.arrowsPerSet, &random), b: Self.arrows(format.arrowsPerSet, &random)
        )
      }
      #expect(throws: MatchError.self) {
        try match.shootOff(
          a: Self.shootOffArrows(format.shootOffArrows, &random),
          b: Self.shootOffArrows(format.shootOffArrows, &random))
      }
      #expect(match == before, "a refused set or shoot-off changes nothing")
    }
  }

  @Test(arguments: MatchFormat.allCases)
  func aWrongArrowCountIsRefusedForEitherSide(format: MatchFormat) throws {
    var random = SeededGenerator(state: 7)
    var match = Match(format: format)
    for count in [0, 1, format.arrowsPerSet - 1, format.arrowsPerSet + 1, 1_000] {
      let wrong = Self.arrows(count, &random)
      let right = Self.arrows(format.arrowsPerSet, &random)
      #expect(
        throws: MatchError.arrowCount(
          format.place(1), .a, given: count, expected: format.arrowsPerSet)
      ) {
        try match.shoot(a: wrong, b: right)
      }
      #expect(
        throws: MatchError.arrowCount(
          format.place(1), .b, given: count, expected: format.arrowsPerSet)
      ) {
        try match.shoot(a: right, b: wrong)
      }
    }
    #expect(match.sets.isEmpty)
  }
}
