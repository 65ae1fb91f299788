import Foundation
import Testing

@testable import Analytics

/// A date written by the export reads back as the same text: the export rounds to the
/// millisecond, so export → import → export is byte for byte (it drifted a millisecond on a
/// fifth of 10,000 rounds when the fraction was truncated).
@Suite struct ExportDatesTests {
  /// `text` read with the importer's strategy and written again.
  private func roundTrip(_ text: String) throws -> String {
    let data = Data("\"\(text)\"".utf8)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = ExportDates.decoding
    return ExportDates.text(try decoder.decode(Date.self, from: data))
  }

  @Test(arguments: [
    "2016-01-02T11:03:33.119Z", "2016-01-01T09:00:46.560Z", "2026-11-24T06:12:00.250Z",
    "2026-11-24T06:12:00.000Z", "2026-11-24T06:12:59.999Z", "1900-01-01T00:00:00.001Z",
    "1969-12-31T23:59:59.999Z", "9998-12-31T23:59:59.999Z",
  ])
  func aWrittenDateReadsBackAsTheSameText(_ text: String) throws {
    #expect(try roundTrip(text) == text)
  }

  @Test func everyMillisecondOfASecondSurvivesTheRoundTrip() throws {
    for millisecond in 0..<1000 {
      let text = "2016-01-02T11:03:33.\(String(format: "%03d", millisecond))Z"
      #expect(try roundTrip(text) == text)
    }
  }

  @Test func aWholeSecondGetsItsZeroFractionAndExtremesDoNotTrap() {
    #expect(ExportDates.text(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
    #expect(ExportDates.text(Date(timeIntervalSince1970: -0.0004)) == "1970-01-01T00:00:00.000Z")
    #expect(ExportDates.text(Date(timeIntervalSince1970: -0.0006)) == "1969-12-31T23:59:59.999Z")
    _ = ExportDates.text(Date(timeIntervalSince1970: 1e300))  // written, not trapped
    _ = ExportDates.text(Date(timeIntervalSince1970: -.infinity))
  }
}
