import Analytics
import CoreInterfaces
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses an SVG as XML and counts its elements by class.
final class SVGCensus: NSObject, XMLParserDelegate {
  private(set) var classes: [String: Int] = [:]
  private(set) var root: String?

  static func of(_ svg: String) throws -> SVGCensus {
    let census = SVGCensus()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = census
    try #require(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
    return census
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
    if let kind = attributes["class"] { classes[kind, default: 0] += 1 }
  }
}

@Suite("Plots")
struct PlotTests {
  @Test func theFacePlotIsWellFormedWithOneMarkPerPlottedArrow() throws {
    let round = AnalyticsSamples.portsmouth
    let census = try SVGCensus.of(FacePlot.svg(round))
    #expect(census.root == "svg")
    #expect(census.classes["arrow"] == round.arrows.count { $0.position != nil })
    #expect(census.classes["centre"] == 1)
    #expect(census.classes["spread"] == 1)
    #expect(census.classes["ring"] == 10, "a 10-zone face has ten rings")
  }

  @Test func aRoundWithNothingPlottedHasNoMarksNoCentreAndStillParses() throws {
    let census = try SVGCensus.of(FacePlot.svg(AnalyticsSamples.worcester))
    #expect(census.classes["arrow"] == nil)
    #expect(census.classes["centre"] == nil)
    #expect(census.classes["ring"] == 5)
  }

  @Test func theTrendChartHasAMarkPerRoundAndHandicap() throws {
    let rounds = try (1...4).map { day in
      try record("bray_i", Array(repeating: "\(6 + day)", count: 30), day: Double(day))
    }
    let trend = StatisticsAcrossRounds(rounds).trend
    let census = try SVGCensus.of(TrendChart.svg(trend))
    #expect(census.classes["score"] == 4)
    #expect(census.classes["handicap"] == 4)
    #expect(try SVGCensus.of(TrendChart.svg([])).classes.isEmpty, "empty is empty, and parses")
  }

  @Test func namesAreEscapedSoTheSVGStaysWellFormed() throws {
    var round = AnalyticsSamples.portsmouth
    round.definition.name = "Tom & Jerry's <best> \"round\""
    _ = try SVGCensus.of(FacePlot.svg(round))
  }

  @Test func theTerminalFaceShowsTheArrowsAndTheCentre() {
    let lines = UnicodeFace.lines(AnalyticsSamples.portsmouth, size: 11)
    #expect(lines.count == 11)
    let picture = lines.joined()
    #expect(picture.contains("+"), "the group centre")
    let marks = picture.filter { $0 == "●" || $0 == "◉" }.count
    #expect(marks >= 1 && marks <= 11)
    #expect(
      lines[5].contains("x") || lines[5].contains("+") || lines[5].contains("●"),
      "the middle row crosses the X ring")
  }
}
