import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// `RoundSummary.add` counts each arrow's faces once a call and each arrow's counts once (issue
/// 28: `quiver check` rebuilds 600,000 arrows): on hostile rounds — every catalogue round, a
/// custom round of mixed faces, compound indoors, ends outside the round, points and X marks no
/// face holds — it gives what the rule written arrow by arrow (kept here as it was) gives, and
/// adding arrows a chunk at a time gives what adding them at once does.
@Suite("Round summaries, counted once an arrow")
struct RoundSummaryEquivalenceTests {
  /// The summary's counting step as it was before issue 28, arrow by arrow: the reference.
  static func reference(
    _ arrows: [RoundSummary.Arrow], of round: RoundDefinition, bowStyle: BowStyle?
  ) -> (ScoreTally, [ScoreTally], damaged: Int, outside: Int, tenPlusX: Int, possible: Int) {
    var tally = ScoreTally()
    var distances = round.passes.map { _ in ScoreTally() }
    var (damaged, outside, tenPlusX, possible) = (0, 0, 0, 0)
    func add(_ value: ArrowValue, on system: ScoringSystem, to tally: inout ScoreTally) -> Bool {
      tally.arrows += 1
      if value.isMiss { return true }
      guard ArrowDamage.of(value, on: system) == nil else { return false }
      tally.total += value.points
      tally.hits += 1
      if system.goldPoints.contains(value.points) { tally.golds += 1 }
      if value.isX { tally.xs += 1 }
      return true
    }
    for arrow in arrows {
      let found = round.pass(forEnd: arrow.endNumber)
      let system = found?.pass.system(for: bowStyle)
      possible += (system ?? .tenZone).maxPoints
      let value = arrow.value
      if !value.isMiss, value.points == 10 || value.isX,
        system.map({ ArrowDamage.of(value, on: $0) == nil }) ?? true
      {
        tenPlusX += 1
      }
      guard let (number, _) = found, let system else {
        outside += 1
        continue
      }
      if !add(value, on: system, to: &tally) { damaged += 1 }
      _ = add(value, on: system, to: &distances[number])
    }
    return (tally, distances, damaged, outside, tenPlusX, possible)
  }

  /// A custom round of three faces, one indoors (compound inner 10 there), two arrows an end.
  static let mixed = RoundDefinition(
    id: "custom_mixed", name: "Mixed",
    passes: [
      .init(
        arrows: 6, distance: .known(18, .metres), face: .known(40, .centimetres),
        system: .tenZoneFiveRing, indoor: true),
      .init(
        arrows: 4, distance: .known(50, .metres), face: .known(80, .centimetres),
        system: .worldArcheryField, indoor: false),
      .init(
        arrows: 4, distance: .known(20, .yards), face: .known(60, .centimetres),
        system: .worcester, indoor: true),
    ], arrowsPerEnd: 2)

  /// Hostile arrows: ends from -1 to past the round's last, points from -1 to 13, any X mark.
  static func hostileArrows(count: Int, ends: Int, using random: inout some RandomNumberGenerator)
    -> [RoundSummary.Arrow]
  {
    (0..<count).map { _ in
      let isMiss = Int.random(in: 0..<8, using: &random) == 0
      return RoundSummary.Arrow(
        endNumber: Int.random(in: -1...(ends + 2), using: &random),
        value: ArrowValue(
          uncheckedPoints: isMiss ? 0 : Int.random(in: -1...13, using: &random),
          isX: Bool.random(using: &random), isMiss: isMiss))
    }
  }

  @Test func countedOnceAnArrowIsWhatArrowByArrowGives() throws {
    var random = SeededGenerator(seed: 28)
    let rounds =
      RoundCatalogue.all + [
        Self.mixed,
        .practice(
          distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
          indoor: true, arrowsPerEnd: 3),
      ]
    for round in rounds {
      for bowStyle in [nil] + BowStyle.allCases.map(Optional.some) {
        let ends = (round.totalEnds ?? 20)
        let arrows = Self.hostileArrows(count: 200, ends: ends, using: &random)
        let summary = RoundSummary(
          round: round, arrows: arrows, status: .completed, date: Date(timeIntervalSince1970: 0),
          bowStyle: bowStyle)
        let want = Self.reference(arrows, of: round, bowStyle: bowStyle)
        let place = "\(round.id), \(bowStyle?.rawValue ?? "no bow")"
        #expect(summary.tally == want.0, "\(place)")
        #expect(summary.distances.map(\.tally) == want.1, "\(place)")
        #expect(summary.damagedArrows == want.damaged, "\(place)")
        #expect(summary.arrowsOutsideRound == want.outside, "\(place)")
        #expect(summary.tenPlusX == want.tenPlusX, "\(place)")
        #expect(summary.possible == want.possible, "\(place)")
        #expect(want.damaged > 0 && want.outside > 0, "the arrows are hostile: \(place)")
      }
    }
  }

  @Test func addingInChunksIsAddingAtOnce() throws {
    var random = SeededGenerator(seed: 2_028)
    for round in [try #require(RoundCatalogue.round("portsmouth")), Self.mixed] {
      // Every arrow of the round, sound, so the whole is complete and has a handicap and class.
      let sound = (1...(round.totalEnds ?? 0)).flatMap { end in
        (0..<round.arrowsPerEnd).map { _ in
          let system = round.pass(forEnd: end)?.pass.system ?? .tenZone
          return RoundSummary.Arrow(
            endNumber: end,
            value: ArrowValue(
              uncheckedPoints: system.scoringPoints.randomElement(using: &random) ?? 1,
              isX: false, isMiss: false))
        }
      }
      let category = ClassificationCategory(bowStyle: .recurve, gender: .open, ageGroup: .adult)
      for arrows in [sound, sound + Self.hostileArrows(count: 50, ends: 30, using: &random)] {
        let date = Date(timeIntervalSince1970: 0)
        let whole = RoundSummary(
          round: round, arrows: arrows, status: .completed, date: date, bowStyle: .recurve,
          category: category)
        let cut = arrows.count / 3
        var chunked = RoundSummary(
          round: round, arrows: Array(arrows[..<cut]), status: .completed, date: date,
          bowStyle: .recurve, category: category)
        chunked.add(Array(arrows[cut...]), of: round, bowStyle: .recurve, category: category)
        #expect(chunked == whole, "\(round.id)")
      }
    }
  }
}
