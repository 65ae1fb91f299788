import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

/// The one per-round summary: hand-computed scoresheets (a WA 18 and a York), an empty and an
/// incomplete round, damaged stored arrows, the stable, checked JSON shape, adding arrows step by step, and stored figures checked.
@Suite("Round summaries")
struct RoundSummaryTests {
  static let date = Date(timeIntervalSince1970: 1_780_000_000)
  static let recurveAdult = ClassificationCategory(
    bowStyle: .recurve, gender: .open, ageGroup: .adult)

  /// Ends numbered from `firstEnd`, each shot as `notation` on `system`.
  static func ends(
    _ count: Int, from firstEnd: Int, _ notation: [String], on system: ScoringSystem
  ) throws -> [RoundSummary.Arrow] {
    try (firstEnd..<firstEnd + count).flatMap { end in
      try notation.map { .init(endNumber: end, value: try ArrowValue(notation: $0, on: system)) }
    }
  }

  @Test func aWA18ByHand() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    // First 30 arrows: X 10 9 per end (29 × 10); last 30: nine ends of 9 9 M and one of 9 8 M.
    let arrows =
      try Self.ends(10, from: 1, ["X", "10", "9"], on: .tenZone)
      + Self.ends(9, from: 11, ["9", "9", "M"], on: .tenZone)
      + Self.ends(1, from: 20, ["9", "8", "M"], on: .tenZone)
    let summary = RoundSummary(
      round: wa18, arrows: arrows.shuffled(), status: .completed, date: Self.date,
      bowStyle: .recurve, setupVersion: 3, category: Self.recurveAdult)
    #expect(summary.tally == ScoreTally(arrows: 60, total: 469, hits: 50, golds: 49, xs: 10))
    #expect(summary.distances.map(\.tally.total) == [290, 179])
    #expect(summary.distances.map(\.tally.golds) == [30, 19])
    #expect(summary.distances.map(\.tally.hits) == [30, 20])
    #expect(summary.distances.map(\.distance) == [.known(18, .metres), .known(18, .metres)])
    #expect(summary.isComplete && summary.maximum == 600 && summary.arrowsInRound == 60)
    #expect(summary.codename == "wa18" && summary.name == "WA 18 m" && summary.setupVersion == 3)
    // GLOSSARY's WA 18 recurve open adult thresholds: I-B3 466 ≤ 469 < I-B2 506.
    #expect(summary.classification == .indoorBowman3)
    // archeryutils' reference (Analytics' fixture): a WA 18 of 469 is handicap 50.
    #expect(summary.handicap == 50)
  }

  @Test func aYorkByHand() throws {
    let york = try #require(RoundCatalogue.round("york"))
    // Every end 9 9 7 5 3 M: 33 points, 5 hits, 2 golds; 12, 8 and 4 ends at 100, 80, 60 yd.
    let end = ["9", "9", "7", "5", "3", "M"]
    let arrows = try Self.ends(24, from: 1, end, on: .fiveZone)
    let summary = RoundSummary(
      round: york, arrows: arrows, status: .completed, date: Self.date,
      category: Self.recurveAdult)
    #expect(summary.tally == ScoreTally(arrows: 144, total: 792, hits: 120, golds: 48, xs: 0))
    #expect(
      summary.distances.map(\.tally) == [
        ScoreTally(arrows: 72, total: 396, hits: 60, golds: 24, xs: 0),
        ScoreTally(arrows: 48, total: 264, hits: 40, golds: 16, xs: 0),
        ScoreTally(arrows: 24, total: 132, hits: 20, golds: 8, xs: 0),
      ])
    #expect(summary.distances.map(\.distance.description) == ["100 yd", "80 yd", "60 yd"])
    // York thresholds for a recurve open adult: B3 684, B2 829.
    #expect(summary.classification == .bowman3)
    #expect(summary.handicap == (try RoundHandicaps(york).integerHandicap(for: 792)))
    #expect(summary.setupVersion == nil)
  }

  @Test func aRoundWithNoArrows() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let summary = RoundSummary(
      round: wa18, arrows: [], status: .planned, date: Self.date, category: Self.recurveAdult)
    #expect(summary.tally == ScoreTally())
    #expect(summary.distances.map(\.tally) == [ScoreTally(), ScoreTally()])
    #expect(!summary.isComplete && summary.handicap == nil && summary.classification == nil)
    let practice = RoundDefinition.practice(
      distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let open = RoundSummary(round: practice, arrows: [], status: .inProgress, date: Self.date)
    #expect(open.arrowsInRound == nil && open.maximum == nil && !open.isComplete)
  }

  @Test func aRoundEnteredByItsTotalIsCompleteWithThatTotalAndNoHits() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let summary = RoundSummary(
      round: wa18, arrows: [], status: .completed, date: Self.date, bowStyle: .recurve,
      category: Self.recurveAdult, recordedTotal: 469)
    #expect(summary.isScoreOnly && summary.isComplete)
    #expect(summary.tally == ScoreTally(arrows: 60, total: 469, hits: 0, golds: 0, xs: 0))
    #expect(summary.handicap == 50 && summary.classification == .indoorBowman3, "as by hand")
    #expect(summary.distances.map(\.tally) == [ScoreTally(), ScoreTally()], "not recorded")
    let york = try #require(RoundCatalogue.round("york"))
    let impossible = RoundSummary(
      round: york, arrows: [], status: .completed, date: Self.date, recordedTotal: 1_295)
    #expect(!impossible.isScoreOnly && !impossible.isComplete, "a total no York can score")
    let withArrows = RoundSummary(
      round: wa18, arrows: try Self.ends(1, from: 1, ["9"], on: .tenZone), status: .completed,
      date: Self.date, recordedTotal: 469)
    #expect(!withArrows.isScoreOnly && withArrows.tally.total == 9, "arrows win over a total")
    let decoded = try JSONDecoder().decode(
      RoundSummary.self, from: try JSONEncoder().encode(summary))
    #expect(decoded == summary)
  }

  @Test func anIncompleteRoundHasSubtotalsButNoHandicapOrClass() throws {
    let york = try #require(RoundCatalogue.round("york"))
    let arrows = try Self.ends(12, from: 1, ["9", "9", "7", "5", "3", "M"], on: .fiveZone)
    let summary = RoundSummary(
      round: york, arrows: arrows, status: .completed, date: Self.date,
      category: Self.recurveAdult)
    #expect(summary.tally.total == 396 && summary.tally.arrows == 72)
    #expect(summary.distances.map(\.tally.total) == [396, 0, 0])
    #expect(!summary.isComplete && summary.handicap == nil && summary.classification == nil)
  }

  @Test func aCompoundIsSummarisedOnItsInnerTenFaces() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let arrows = try Self.ends(20, from: 1, ["10", "9", "9"], on: .tenZoneCompound)
    let compound = RoundSummary(
      round: wa18, arrows: arrows, status: .completed, date: Self.date, bowStyle: .compound,
      category: .init(bowStyle: .compound, gender: .open, ageGroup: .adult))
    let recurve = RoundSummary(
      round: wa18, arrows: arrows, status: .completed, date: Self.date, bowStyle: .recurve,
      category: Self.recurveAdult)
    #expect(compound.tally == ScoreTally(arrows: 60, total: 560, hits: 60, golds: 60, xs: 0))
    // The same 560 shows more skill on the inner-10 face: a lower handicap.
    let compoundHandicap = try #require(compound.handicap)
    let recurveHandicap = try #require(recurve.handicap)
    #expect(compoundHandicap < recurveHandicap)
    // Compound WA 18 thresholds: I-B1 546, I-MB 571.
    #expect(compound.classification == .indoorBowman1)
    #expect(recurve.classification == .indoorMaster)
  }

  @Test func damagedAndStrayArrowsAreCountedNotSummed() throws {
    let bray = try #require(RoundCatalogue.round("bray_i"))
    var arrows = try Self.ends(10, from: 1, ["9", "9", "9"], on: .tenZone)
    arrows[0] = .init(
      endNumber: 1, value: ArrowValue(uncheckedPoints: 99, isX: false, isMiss: false))
    arrows.append(.init(endNumber: 11, value: try ArrowValue(notation: "10", on: .tenZone)))
    let summary = RoundSummary(round: bray, arrows: arrows, status: .completed, date: Self.date)
    #expect(summary.tally == ScoreTally(arrows: 30, total: 261, hits: 29, golds: 29, xs: 0))
    #expect(summary.damagedArrows == 1 && summary.arrowsOutsideRound == 1)
    #expect(summary.isComplete)
    #expect(
      summary.handicap == nil && summary.classification == nil,
      "a total short of a damaged arrow claims no handicap or class")
  }

  @Test func theJSONShapeIsStableAndCheckedWhenRead() throws {
    let club = RoundDefinition(
      id: "custom_club", name: "Club",
      passes: [
        .init(
          arrows: 3, distance: .known(30, .metres), face: .known(80, .centimetres),
          system: .tenZone, indoor: false)
      ], arrowsPerEnd: 3)
    let arrows = try Self.ends(1, from: 1, ["X", "9", "M"], on: .tenZone)
    let summary = RoundSummary(
      round: club, arrows: arrows, status: .completed, date: Self.date, setupVersion: 2,
      category: Self.recurveAdult)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let json = String(decoding: try encoder.encode(summary), as: UTF8.self)
    let handicap = try #require(summary.handicap)
    #expect(
      json
        == #"{"arrowsInRound":3,"arrowsOutsideRound":0,"codename":"custom_club","damagedArrows":0,"#
        + #""date":"2026-05-28T20:26:40Z","distances":[{"distance":{"unit":"m","value":30},"#
        + #""tally":{"arrows":3,"golds":2,"hits":2,"total":19,"xs":1}}],"handicap":\#(handicap),"#
        + #""isComplete":true,"maximum":30,"name":"Club","possible":30,"setupVersion":2,"#
        + #""status":"completed","tally":{"arrows":3,"golds":2,"hits":2,"total":19,"xs":1},"#
        + #""tenPlusX":1}"#)
    // A custom round has a handicap but no classification, so that key is absent.
    #expect(summary.classification == nil)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(try decoder.decode(RoundSummary.self, from: Data(json.utf8)) == summary)
    let damaged = json.replacingOccurrences(
      of: #""hits":2,"total":19"#, with: #""hits":7,"total":19"#)
    let error = #expect(throws: DecodingError.self) {
      try decoder.decode(RoundSummary.self, from: Data(damaged.utf8))
    }
    #expect("\(String(describing: error))".contains("more hits, golds or Xs than arrows"))
  }

  @Test func addingArrowsInAnyChunksIsTheFullBuild() throws {
    var random = SeededGenerator(seed: 20)
    let practice = RoundDefinition.practice(
      distance: .known(18, .metres), face: .known(40, .centimetres), system: .tenZone,
      indoor: true, arrowsPerEnd: 3)
    let rounds =
      try ["wa18", "york", "portsmouth", "bray_i"].map {
        try #require(RoundCatalogue.round($0))
      } + [practice]
    let values =
      (0...11).map { ArrowValue(uncheckedPoints: $0, isX: false, isMiss: false) } + [
        ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false),
        ArrowValue(uncheckedPoints: 0, isX: false, isMiss: true),
        ArrowValue(uncheckedPoints: 99, isX: false, isMiss: false),  // damaged
      ]
    for trial in 0..<200 {
      let round = rounds[trial % rounds.count]
      let ends = (round.totalArrows ?? 90) / round.arrowsPerEnd + 2  // some outside the round
      let count = Int.random(in: 0...(ends * round.arrowsPerEnd), using: &random)
      let arrows = (0..<count).map { _ in
        RoundSummary.Arrow(
          endNumber: Int.random(in: 0...ends, using: &random),
          value: values.randomElement(using: &random) ?? values[0])
      }
      let style = [BowStyle.recurve, .compound, nil].randomElement(using: &random) ?? nil
      let full = RoundSummary(
        round: round, arrows: arrows, status: .inProgress, date: Self.date, bowStyle: style,
        category: Self.recurveAdult)
      var stepped = RoundSummary(
        round: round, arrows: [], status: .inProgress, date: Self.date, bowStyle: style,
        category: Self.recurveAdult)
      var rest = arrows[...]
      while !rest.isEmpty {
        let chunk = rest.prefix(Int.random(in: 1...7, using: &random))
        rest = rest.dropFirst(chunk.count)
        stepped.add(Array(chunk), of: round, bowStyle: style, category: Self.recurveAdult)
      }
      #expect(stepped == full, "trial \(trial) of seed 20: \(round.id), \(count) arrows")
    }
  }

  @Test func storedFiguresThatCannotBeAreRefused() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let arrows = try Self.ends(2, from: 1, ["X", "9", "M"], on: .tenZone)
    let summary = RoundSummary(
      round: wa18, arrows: arrows, status: .inProgress, date: Self.date, setupVersion: 2)
    #expect(summary.tenPlusX == 2 && summary.possible == 60)
    func stored(_ change: (inout RoundSummary) -> Void) throws(RoundSummary.Damage)
      -> RoundSummary
    {
      var figures = summary
      change(&figures)
      return try RoundSummary(
        codename: figures.codename, name: figures.name, status: figures.status,
        date: figures.date, setupVersion: figures.setupVersion,
        arrowsInRound: figures.arrowsInRound, maximum: figures.maximum, tally: figures.tally,
        distances: figures.distances, damagedArrows: figures.damagedArrows,
        arrowsOutsideRound: figures.arrowsOutsideRound, tenPlusX: figures.tenPlusX,
        possible: figures.possible, isComplete: figures.isComplete, handicap: figures.handicap,
        classification: figures.classification)
    }
    #expect(try stored { _ in } == summary)
    #expect(throws: RoundSummary.Damage(problem: "more hits, golds or Xs than arrows")) {
      try stored { $0.distances[0].tally.hits = 7 }
    }
    #expect(throws: RoundSummary.Damage(problem: "a negative count")) {
      try stored { $0.damagedArrows = -1 }
    }
    #expect(throws: RoundSummary.Damage(problem: "more 10s and Xs than hits")) {
      try stored { $0.tenPlusX = 5 }
    }
  }
}
