import CoreInterfaces
import CoreInterfacesTestSupport
import Foundation
import Testing

@Suite("Shared models")
struct ModelTests {
  @Test func lengthsParseAsArchersWriteThemAndRefuseWithTheReason() throws {
    #expect(try Length(parsing: "70m") == Length.known(70, .metres))
    #expect(try Length(parsing: " 20 YD ") == Length.known(20, .yards))
    #expect(try Length(parsing: "40.5cm") == Length.known(40.5, .centimetres))
    #expect(throws: LengthParseError.notALength("m")) { try Length(parsing: "m") }
    #expect(throws: LengthParseError.notALength("0m")) { try Length(parsing: "0m") }
    #expect(throws: LengthParseError.unknownUnit("18ft")) { try Length(parsing: "18ft") }
    #expect(RoundProgress.Phase.inProgress.displayName == "in progress")
  }

  @Test(arguments: [
    ("X", ScoringSystem.tenZone, ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false)),
    ("x", .tenZoneFiveRing, ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false)),
    ("11", .elevenZone, ArrowValue(uncheckedPoints: 11, isX: false, isMiss: false)),
    ("10", .tenZoneCompound, ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false)),
    ("10", .tenZone, ArrowValue(uncheckedPoints: 10, isX: false, isMiss: false)),
    (" m ", .worcester, .miss),
    ("9", .fiveZone, ArrowValue(uncheckedPoints: 9, isX: false, isMiss: false)),
    ("5", .worcester, ArrowValue(uncheckedPoints: 5, isX: false, isMiss: false)),
  ])
  func parsesScoresheetNotation(text: String, system: ScoringSystem, expected: ArrowValue) throws {
    #expect(try ArrowValue(notation: text, on: system) == expected)
  }

  @Test func refusesImpossibleScoresWithAnActionableMessage() {
    #expect(throws: InvalidArrowValue.pointsNotOnFace(points: 8, system: .fiveZone)) {
      try ArrowValue(notation: "8", on: .fiveZone)
    }
    #expect(throws: InvalidArrowValue.xNotPossible(points: 5, system: .worcester)) {
      try ArrowValue(notation: "X", on: .worcester)
    }
    #expect(throws: InvalidArrowValue.xNotPossible(points: 11, system: .elevenZone)) {
      try ArrowValue(notation: "X", on: .elevenZone)
    }
    #expect(throws: InvalidArrowValue.xNotPossible(points: 10, system: .tenZoneCompound)) {
      try ArrowValue(notation: "X", on: .tenZoneCompound)
    }
    #expect(throws: InvalidArrowValue.xNotPossible(points: 9, system: .tenZone)) {
      try ArrowValue(points: 9, isX: true, on: .tenZone)
    }
    #expect(throws: InvalidArrowValue.pointsNotOnFace(points: 4, system: .tenZoneSixRing)) {
      try ArrowValue(points: 4, on: .tenZoneSixRing)
    }
    let error = InvalidArrowValue.unreadable("ten", system: .fiveZone)
    #expect(error.errorDescription == "\"ten\" is not a score; enter 9, 7, 5, 3, 1, M.")
  }

  @Test func scoringSystemsUseTheSharedIdentifiersAndRingTables() {
    #expect(ScoringSystem(rawValue: "10_zone_5_ring_compound") == .tenZoneFiveRingCompound)
    #expect(ScoringSystem.allCases.count == 11)
    #expect(ScoringSystem.fiveZone.scoringPoints == [9, 7, 5, 3, 1])
    #expect(ScoringSystem.worcester.maxPoints == 5)
    #expect(ScoringSystem.tenZoneFiveRing.scoringPoints == [10, 9, 8, 7, 6])
    #expect(!ScoringSystem.fiveZone.hasXRing)
    let counted = ScoringSystem.allCases.filter(\.hasXRing)
    #expect(counted == [.tenZone, .tenZoneSixRing, .tenZoneFiveRing], "X only where it is counted")
  }

  @Test func missAndXPrintAsOnAScoresheet() {
    #expect(ArrowValue.miss.description == "M")
    #expect(ArrowValue.miss.points == 0)
    #expect(ArrowValue(uncheckedPoints: 10, isX: true, isMiss: false).description == "X")
  }

  @Test func roundStatusTransitions() {
    #expect(RoundStatus.planned.canTransition(to: .inProgress))
    #expect(RoundStatus.paused.canTransition(to: .inProgress))
    #expect(!RoundStatus.completed.canTransition(to: .inProgress))
    #expect(!RoundStatus.cancelled.canTransition(to: .completed))
    #expect(RoundStatus.allCases.filter(RoundProgress.isOpen) == [.inProgress, .paused])
    #expect(RoundStatus.allCases.filter { RoundProgress.takesArrows(in: $0) } == [.inProgress])
  }

  @Test func equipmentKindsAreTheTenAndParseLeniently() {
    #expect(EquipmentKind.allCases.count == 10)
    #expect(EquipmentKind(parsing: " Risers ") == .riser)
    #expect(EquipmentKind(parsing: "limbs") == .limbs)
    #expect(EquipmentKind(parsing: "bow") == nil)
    #expect(EquipmentKind.stabilizer.displayName == "Stabilizer")
  }

  @Test func typedIDsRoundTripAsBareLowerCaseUUIDStrings() throws {
    let id = RoundID()
    let data = try JSONEncoder().encode([id])
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text == "[\"\(id.rawValue.uuidString.lowercased())\"]")
    #expect(try JSONDecoder().decode([RoundID].self, from: data) == [id])
    let upper = Data("[\"\(id.rawValue.uuidString)\"]".utf8)
    #expect(try JSONDecoder().decode([RoundID].self, from: upper) == [id], "as older files have it")
    #expect(RoundID(uuidString: "nope") == nil)
  }

  @Test func loadStateExposesItsParts() {
    let loaded = LoadState<Int, Failure>.loaded(3)
    #expect(loaded.value == 3)
    #expect(loaded.map { $0 * 2 } == .loaded(6))
    #expect(LoadState<Int, Failure>.failed(Failure()).failure == Failure())
    #expect(LoadState<Int, Failure>.loading(progress: nil).isLoading)
    #expect(LoadState<Int, Failure>.idle.value == nil)
  }
}

@Suite("User-facing errors")
struct UserFacingErrorTests {
  @Test func keepsTheLocalizedDescriptionAndTheSourceType() {
    let error = UserFacingError(InvalidArrowValue.pointsNotOnFace(points: 8, system: .fiveZone))
    #expect(error.message == "8 is not a score on a 5-zone imperial face; enter 9, 7, 5, 3, 1, M.")
    #expect(error.source == "InvalidArrowValue")
    // Every face is named as people write it, never by its identifier (10_zone_compound).
    for system in ScoringSystem.allCases {
      for refused in [
        InvalidArrowValue.pointsNotOnFace(points: 99, system: system),
        .xNotPossible(points: 1, system: system),
      ] {
        let message = UserFacingError(refused).message
        #expect(!message.contains(system.rawValue) || system == .worcester, "\(message)")
        #expect(!message.contains("_") && !message.contains("a 11"), "\(message)")
      }
    }
    #expect(
      UserFacingError(InvalidArrowValue.xNotPossible(points: 10, system: .tenZoneCompound)).message
        == "A compound 10-zone face has no X ring; enter 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, M.")
    #expect(
      UserFacingError(InvalidArrowValue.pointsNotOnFace(points: 12, system: .elevenZone)).message
        .hasPrefix("12 is not a score on an 11-zone face;"))
    #expect(UserFacingError(Failure()).message == "Failure()")
  }
}

@Suite("Sight marks and the test clock")
struct SightMarkAndClockTests {
  let marks = [
    SightMark.known(30, .metres, 6.0),
    SightMark.known(50, .metres, 4.0),
    SightMark.known(70, .metres, 2.5),
  ]

  @Test func aRecordedDistanceReadsItsMarkAndOthersAreEstimatedBetweenNeighbours() throws {
    #expect(marks.reading(at: Length.known(50, .metres)) == .recorded(4.0))
    let sixty = try #require(marks.reading(at: Length.known(60, .metres)))
    #expect(sixty == .estimated(3.25))
    #expect(sixty.description == "3.25 (estimate)")
    let fortyYards = try #require(marks.reading(at: Length.known(40, .yards)))  // 36.576 m
    #expect(abs(fortyYards.mark - (6.0 + (36.576 - 30) / 20 * -2)) < 1e-9)
    #expect([SightMark]().reading(at: Length.known(18, .metres)) == nil)
  }

  @Test func beyondEveryMarkTheLineThroughTheTwoNearestIsExtrapolated() throws {
    let ninety = try #require(marks.reading(at: Length.known(90, .metres)))
    #expect(abs(ninety.mark - 1.0) < 1e-9, "the line through 50 m and 70 m")
    #expect(ninety.description == "1.00 (extrapolated)")
    let eighteen = try #require(marks.reading(at: Length.known(18, .metres)))
    #expect(abs(eighteen.mark - 7.2) < 1e-9, "the line through 30 m and 50 m")
    #expect(eighteen == .extrapolated(eighteen.mark))
    #expect([marks[0]].reading(at: Length.known(18, .metres)) == nil, "one mark makes no line")
    let steep = [SightMark.known(30, .metres, 900), SightMark.known(31, .metres, 1_000)]
    #expect(steep.reading(at: Length.known(90, .metres)) == nil, "beyond the sight's range")
  }

  @Test func theTestClockWakesSleepersOnlyWhenAdvancedPastTheirDeadline() async throws {
    let clock = TestClock()
    let woke = Locked(0)
    let sleepers = (0..<3).map { index in
      Task {
        try await clock.sleep(until: clock.now.advanced(by: .milliseconds(100 * (index + 1))))
        woke.withLock { $0 += 1 }
      }
    }
    try await eventually("three sleepers") { clock.sleeperCount == 3 }
    clock.advance(by: .milliseconds(150))
    try await eventually("the first to wake") { woke.withLock { $0 } == 1 }
    #expect(clock.sleeperCount == 2)
    sleepers[2].cancel()
    await #expect(throws: CancellationError.self) { try await sleepers[2].value }
    clock.advance(by: .milliseconds(100))
    try await eventually("the second to wake") { woke.withLock { $0 } == 2 }
    #expect(clock.sleeperCount == 0)
  }
}

@Suite("Settings")
struct AppSettingsTests {
  @Test func settingsAreSetFromTextAndRefuseWhatTheyDoNotTake() throws {
    var settings = AppSettings()
    try settings.set("units", to: "Imperial")
    try settings.set("color", to: "off")
    try settings.set("arrow-mm", to: "9.3")
    #expect(settings.units == .imperial && settings.colour == .off)
    #expect(abs(settings.arrowDiameter - 0.0093) < 1e-12)
    #expect(settings.entries.map(\.value) == ["off", "imperial", "9.3"])
    for bad in ["40", "-0.1", "nan", "inf", "1e308"] {
      #expect(
        throws: SettingsError.badValue(
          key: "arrow-mm", value: bad, accepted: "a shaft diameter of 0 to 12 mm")
      ) {
        try settings.set("arrow-mm", to: bad)
      }
    }
    try settings.set("arrow-mm", to: "0")
    #expect(settings.arrowDiameter == 0, "0 scores the hit point itself")
    #expect(throws: SettingsError.unknownKey("theme")) { try settings.set("theme", to: "dark") }
  }

  @Test func autoColourFollowsTheTerminalAndNoColor() {
    let auto = AppSettings()
    #expect(auto.usesColour(isTerminal: true, environment: [:]))
    #expect(!auto.usesColour(isTerminal: false, environment: [:]))
    #expect(!auto.usesColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
    var on = AppSettings()
    on.colour = .on
    #expect(on.usesColour(isTerminal: false, environment: ["NO_COLOR": "1"]))
  }
}

@Suite("Sight mark windage and notes")
struct SightMarkWindageTests {
  @Test func aMarkSavedBeforeWindageReadsWithNoneAndNewOnesRoundTrip() throws {
    // What was stored before: no windage or note keys at all.
    let old = try JSONEncoder().encode(try SightMark(distance: Length(30, .metres), mark: 6))
    #expect(!String(decoding: old, as: UTF8.self).contains("windage"))
    #expect(!String(decoding: old, as: UTF8.self).contains("note"))
    let read = try JSONDecoder().decode(SightMark.self, from: old)
    #expect(read.windage == nil && read.note == nil && read.mark == 6)
    let new = try SightMark(distance: Length(30, .metres), mark: 6, windage: -1.5, note: " tab ")
    #expect(new.note == "tab")
    #expect(try JSONDecoder().decode(SightMark.self, from: JSONEncoder().encode(new)) == new)
    #expect(try SightMark(distance: Length(30, .metres), mark: 6, note: "  ").note == nil)
    #expect(throws: ValueRangeError.self) {
      try SightMark(distance: Length(30, .metres), mark: 6, windage: .infinity)
    }
  }
}
