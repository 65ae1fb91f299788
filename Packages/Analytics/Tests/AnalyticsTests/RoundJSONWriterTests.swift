import CoreInterfaces
import Foundation
import Testing

@testable import Analytics

/// The export's hand-written rounds are byte for byte what `JSONEncoder` wrote of each round
/// (pretty printed, keys sorted, indented into the file's list), for every field, hostile text
/// and extreme numbers: the file an export writes does not change.
@Suite("Rounds written by hand as the encoder writes them")
struct RoundJSONWriterTests {
  /// What the export wrote before: the encoder's round, each line two levels deeper.
  func encoded(_ record: RoundRecord) throws -> [UInt8] {
    let alone = try ExportWriter.encoder().encode(PhaseNamedRounds.Named(record: record))
    var indented = Array(",\n    ".utf8)
    for byte in alone {
      indented.append(byte)
      if byte == 0x0A { indented += Array("    ".utf8) }
    }
    return indented
  }

  func written(_ record: RoundRecord, by writer: RoundJSONWriter = RoundJSONWriter()) throws
    -> [UInt8]
  {
    try writer.append(record, depth: 2, to: Array(",\n    ".utf8))
  }

  func expectSame(_ record: RoundRecord, _ note: String = "") throws {
    let (want, got) = (try encoded(record), try written(record))
    #expect(
      got == want,
      "\(note)\nwant:\n\(String(decoding: want, as: UTF8.self))\ngot:\n\(String(decoding: got, as: UTF8.self))"
    )
  }

  /// Every field a round and an arrow can hold, set.
  static var everything: RoundRecord {
    var record = AnalyticsSamples.portsmouth
    record.bowSetup = BowSetupID()
    record.bowSetupName = "Indoor rig"
    record.bowSetupVersion = 3
    record.bowStyle = .compound
    record.recordedTotal = 540
    record.status = .completed
    record.arrows[0].damagedPoints = 12
    return record
  }

  @Test func theSamplesAndEveryFieldAreWrittenAsTheEncoderWrites() throws {
    for record in AnalyticsSamples.rounds + [Self.everything] { try expectSame(record) }
    var paper = AnalyticsSamples.worcester
    paper.arrows = []  // a round entered by its total: an empty list
    paper.recordedTotal = 250
    try expectSame(paper, "no arrows")
    for status in RoundStatus.allCases {
      var record = AnalyticsSamples.portsmouth
      record.status = status
      try expectSame(record, "\(status)")
    }
    var early = AnalyticsSamples.portsmouth
    early.status = .completed  // twelve arrows of sixty: ended early
    try expectSame(early, "ended early")
  }

  @Test(arguments: [
    "quote \" backslash \\ slash / done",
    "\u{0}\u{1}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1F}\u{7F}",
    "emoji 👨‍👩‍👧‍👦🏹 and ✓", "Zo\u{00EB} NFC", "Zoe\u{0308} NFD", "right-to-left \u{202E}abc",
    "\u{FEFF}bom and \u{2028} line separator", String(repeating: "é\"/", count: 34_000), "",
  ])
  func hostileTextIsEscapedAsTheEncoderEscapesIt(text: String) throws {
    var record = Self.everything
    record.bowSetupName = text
    record.definition.name = text
    try expectSame(record, "\(text.prefix(40))")
  }

  @Test func extremeNumbersAreWrittenAsTheEncoderWritesThem() throws {
    let doubles: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e-7, 1e21, 1e16, 1.234_567_890_123_456_8e20, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude, 0.000_1,
      2.5e-5, 100, 1_000_000, 0.30000000000000004, -2.5,
    ]
    var record = Self.everything
    for (index, value) in doubles.enumerated() {
      record.arrows[index % record.arrows.count].x = value
      record.arrows[(index + 1) % record.arrows.count].y = -value
    }
    record.arrows[0].arrowNumber = .max
    record.arrows[1].arrowNumber = .min
    record.arrows[2].damagedPoints = -1
    record.arrows[3].arrowIndex = .max
    record.arrows[4].endNumber = .min
    record.bowSetupVersion = .max
    record.recordedTotal = .min
    record.startedAt = Date(timeIntervalSince1970: -2_208_988_800.123)  // 1900, a fraction
    try expectSame(record)
    record.startedAt = Date(timeIntervalSince1970: 253_402_300_799.999)  // the end of 9999
    try expectSame(record)
  }

  @Test func aNumberThatIsNotFiniteThrowsAsTheEncoderThrows() throws {
    for value in [Double.nan, .infinity, -.infinity] {
      var record = Self.everything
      record.arrows[5].y = value
      #expect(throws: (any Error).self) { try encoded(record) }
      #expect(throws: EncodingError.self) { try written(record) }
    }
  }

  @Test func aDefinitionEncodedOnceIsWrittenTheSameForEveryRound() throws {
    let writer = RoundJSONWriter()
    for _ in 0..<3 {
      for record in AnalyticsSamples.rounds {
        var again = record
        again.id = RoundID()
        #expect(try written(again, by: writer) == encoded(again))
      }
    }
  }
}
