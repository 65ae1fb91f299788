import CoreInterfaces
import Foundation
import Testing

@testable import Analytics

/// The CSV export quotes what a round's rows share once a round, and looks at characters only
/// in fields that are not plain ASCII: its rows are byte for byte those it wrote when every
/// field of every row was quoted alone (the reference below is that code).
@Suite("CSV rows as they were written")
struct CSVRowsTests {
  /// The rows as the export wrote them before: every field of every row through `field`.
  func reference(_ record: RoundRecord, archer: String) -> [String] {
    let date = record.startedAt.formatted(CSVExport.localInstant)
    let setup = [record.bowSetup?.description ?? "", record.bowSetupVersion.map(String.init) ?? ""]
    return record.arrows.map { arrow in
      let pass = record.definition.pass(forEnd: arrow.endNumber)?.pass
      let millimetres = { (metres: Double?) in
        metres.map { String(format: "%.1f", $0 * 1_000) } ?? ""
      }
      return
        ([
          date, CSVExport.text(archer), CSVExport.text(record.name),
          pass?.distance.description ?? "", pass?.faceDiameter.description ?? "",
          "\(arrow.endNumber)", "\(arrow.arrowIndex + 1)", arrow.value.description,
          millimetres(arrow.x), millimetres(arrow.y), arrow.arrowNumber.map(String.init) ?? "",
        ] + setup + [""]).map(oldField).joined(separator: ",")
    }
  }

  /// `field` as it was: a look at every character.
  func oldField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  @Test(arguments: [
    "", "Sam", "=SUM(A1)", "+1", "-1", "@x", "comma, inside", "quote \" inside", "line\nbreak",
    "cr\rlf\r\n", "vt\u{B}ff\u{C}", "next line \u{85}", "separators \u{2028}\u{2029}", "tab\tok",
    "del \u{7F}", "Zoë, NFC", "Zoe\u{0308} NFD", "👨‍👩‍👧‍👦, family", "e\u{301},\"x\"",
  ])
  func everyRowIsWhatItWas(name: String) throws {
    var record = AnalyticsSamples.portsmouth
    record.definition.name = name
    record.bowSetup = BowSetupID()
    record.bowSetupVersion = 2
    record.arrows[1].endNumber = 99  // outside the round: no distance or face
    for archer in ["", name] {
      #expect(CSVExport.rows(record, archer: archer) == reference(record, archer: archer))
    }
    for text in [name, name + ",", "\"" + name] {
      #expect(CSVExport.field(text) == oldField(text), "\(text)")
    }
  }

  @Test func aRoundOfSeveralDistancesKeepsEachRowsOwn() throws {
    var record = AnalyticsSamples.worcester
    record.definition = RoundCatalogue.round("york") ?? record.definition
    let perEnd = record.definition.arrowsPerEnd
    record.arrows = (0..<(perEnd * 40)).map { place in
      PlottedArrow(
        value: .miss, endNumber: place / perEnd + 1, arrowIndex: place % perEnd,
        x: place % 7 == 0 ? Double(place) / 1_000 : nil, y: place % 7 == 0 ? -0.001 : nil,
        arrowNumber: place % 3 == 0 ? place : nil)
    }
    #expect(CSVExport.rows(record) == reference(record, archer: ""))
    #expect(Set(CSVExport.rows(record).map { $0.split(separator: ",")[3] }).count > 1)
  }
}
