import Analytics
import CoreInterfaces
import CoreInterfacesTestSupport
import Presentation
import Testing

@Suite("Shared text: tables, colour, units, round detail")
struct PresentationTests {
  @Test func tablesPadEveryColumnToItsWidestCellAndCutNothing() {
    let lines = TextTable([["stabilizer", "Doinker"], ["rest", "Spigarelli"]]).lines
    #expect(lines == ["stabilizer  Doinker", "rest        Spigarelli"])
  }

  /// Columns are measured in terminal cells: an emoji or a CJK character takes two, a combining
  /// mark none, so a wide name keeps the next column in line.
  @Test func widthsAreTerminalCells() {
    #expect("Robin".displayWidth == 5)
    #expect("🏹Robin".displayWidth == 7)
    #expect("李雷".displayWidth == 4)
    #expect("e\u{301}".displayWidth == 1)
    #expect("👨‍👩‍👧‍👦".displayWidth == 2)
    #expect("❤️".displayWidth == 2)
    #expect("🏹".padding(to: 4) == "🏹  ")
    #expect(TextTable([["🏹Robin", "A"], ["Bo", "B"]]).lines == ["🏹Robin  A", "Bo       B"])
  }

  @Test func arrowsTakeTheirRingsColourAndPlainTextHasNone() throws {
    let palette = Palette(isOn: true)
    let ten = try ArrowValue(notation: "10", on: .tenZone)
    #expect(palette.arrow(ten, on: .tenZone) == "\u{1B}[33m10\u{1B}[0m", "gold")
    #expect(
      palette.arrow(try ArrowValue(notation: "7", on: .tenZone), on: .tenZone).contains("[31m"))
    #expect(
      palette.arrow(try ArrowValue(notation: "5", on: .tenZone), on: .tenZone).contains("[34m"))
    #expect(palette.arrow(.miss, on: .tenZone) == "\u{1B}[2mM\u{1B}[0m")
    #expect(palette.paint("! no", .error) == "\u{1B}[31m! no\u{1B}[0m")
    #expect(Palette.plain.arrow(ten, on: .tenZone) == "10")
    #expect(Palette.plain.paint("── Home", .heading) == "── Home")
    #expect(palette.paint("── Home", .heading).withoutColour == "── Home")
  }

  @Test func distancesKeepTheirRulesUnitAndShowTheArchersBeside() {
    #expect(UnitsFormat(.metric).distance(Length.known(20, .yards)) == "20 yd (18.3 m)")
    #expect(UnitsFormat(.imperial).distance(Length.known(18, .metres)) == "18 m (19.7 yd)")
    #expect(UnitsFormat(.metric).distance(Length.known(70, .metres)) == "70 m")
    #expect(UnitsFormat(.metric).small(0.0123) == "12.3 mm")
    #expect(UnitsFormat(.imperial).small(0.0254) == "1.00 in")
    #expect(UnitsFormat(.imperial).metres(small: 2) == 0.0508)
    #expect(UnitsFormat(.metric).metres(small: 12) == 0.012)
  }

  @Test func theRoundDetailListsEveryEndUnderItsDistanceWithRunningTotals() throws {
    let round = AnalyticsSamples.portsmouth
    let stats = RoundStatistics(round)
    let lines = RoundDetailText.lines(round, stats)
    #expect(lines[0].hasPrefix("Portsmouth (in progress), "))
    #expect(lines[0].hasSuffix(": \(stats.total) / 600, \(stats.arrowsShot) of 60 arrows"))
    #expect(lines[1] == "Distance 1: 20 yd (18.3 m) on 60 cm")
    let ends = lines.filter { $0.hasPrefix("  end ") }
    #expect(ends.count == stats.ends.count)
    let last = try #require(stats.ends.last)
    #expect(ends.last?.hasSuffix("= \(last.total)  (\(last.runningTotal))") == true)
  }
}

/// The one end-by-end renderer, in each of its three layouts, over the same ends.
@Suite struct EndByEndTextTests {
  private func arrows(_ notation: String...) throws -> [ArrowValue] {
    try notation.map { try ArrowValue(notation: $0, on: .tenZone) }
  }

  @Test func theThreeLayoutsShowTheSameEndsAndTotals() throws {
    let ends = [
      EndRow(
        number: 1, arrows: try arrows("X", "9", "M"), system: .tenZone, total: 19,
        runningTotal: 19),
      EndRow(number: 2, arrows: try arrows("10"), system: .tenZone, total: 10, runningTotal: 29),
    ]
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    let running = EndByEndText.lines(ends, of: wa18, bowStyle: .recurve, layout: .running)
    #expect(running == ["  end 1: X 9 M = 19 (19)", "  end 2: 10 = 10 (29)"])
    let sheet = EndByEndText.lines(ends, of: wa18, bowStyle: .recurve, layout: .sheet)
    #expect(sheet.first?.hasPrefix("Distance 1 of 2: 18 m") == true)
    #expect(sheet.count == 4, "a heading, the header row and one row per end")
    #expect(sheet[2].contains("X  9  M") && sheet[2].hasSuffix("19"))
    let detail = EndByEndText.lines(
      ends, of: wa18, bowStyle: .recurve, layout: .detail(units: .metric))
    #expect(detail.first == "Distance 1: 18 m on 40 cm")
    #expect(detail.last?.hasSuffix("= 10  (29)") == true)
  }

  @Test func noEndsSayNoArrowsExceptWhileScoring() throws {
    let wa18 = try #require(RoundCatalogue.round("wa18"))
    #expect(EndByEndText.lines([], of: wa18, bowStyle: nil, layout: .sheet) == ["  No arrows yet."])
    #expect(EndByEndText.lines([], of: wa18, bowStyle: nil, layout: .running).isEmpty)
  }
}
