import CoreInterfaces
import Foundation

/// A JSON export read from its file a round at a time, so an import holds one round, never the
/// file. ``envelope(of:)`` reads the file's shape first (its grammar around the rounds, the
/// envelope's fields checked as ``CheckedExport`` checks them, how many rounds);
/// ``eachRound(in:_:)`` then decodes and checks each round, naming its place in the file.
enum ExportStream {
  /// How many rounds the first pass counts between two progress counts.
  static let countedEvery = 1_000

  /// What the envelope says, and how many rounds the file lists.
  struct Envelope: Sendable {
    /// The file's archer (none in a version 1 file).
    var archer: ExportedArcher?
    /// Rounds listed.
    var rounds: Int
  }

  private static let roundsKey = Array("\"rounds\"".utf8)

  /// Reads `path` once, holding only the envelope's small fields: a refusal names the line the
  /// grammar breaks on or the envelope's field, as ``ExportReader/read(_:)`` would.
  static func envelope(
    of path: String, counted: (Int) -> Void = { _ in }
  ) throws -> Envelope {
    let reader = try open(path)
    reader.skipSpace()
    guard reader.peek() == UInt8(ascii: "{") else {
      // Not an object: a refusal; the whole-file reader names what it is.
      _ = try ExportReader.read((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
      throw AnalyticsError.invalidImport(
        path: ExportReader.wholeFile, problem: "it is not a Quiver export")
    }
    var fields: [UInt8] = []
    var rounds = 0
    do {
      try walk(reader) { key in
        if !fields.isEmpty { fields.append(UInt8(ascii: ",")) }
        fields += key + [UInt8(ascii: ":")]
        if key == roundsKey, reader.peek() == UInt8(ascii: "[") {
          try reader.elements { _, _ in
            try reader.skipValue()  // counted, not held: a round may be long
            rounds += 1
            if rounds % ExportStream.countedEvery == 0 { counted(rounds) }
          }
          fields += Array("[]".utf8)
          return
        }
        let line = reader.line
        let value = try reader.value()
        if var problem = JSONSyntax.firstProblem(in: Data(value)) {
          problem.line += line - 1
          throw ExportReader.syntax(problem, lastLine: problem.line)
        }
        fields += value
      }
    } catch {
      throw refusal(error, reader)
    }
    let file = try ExportReader.read(Data([UInt8(ascii: "{")] + fields + [UInt8(ascii: "}")]))
    return Envelope(archer: file.archer, rounds: rounds)
  }

  /// Reads the rounds of `path` in order, each decoded and checked (``RoundImport/Checker``)
  /// before `each` is handed it. Call ``envelope(of:)`` first: this trusts the file's shape.
  static func eachRound(in path: String, _ each: (RoundRecord) throws -> Void) throws {
    let reader = try open(path)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = ExportDates.decoding
    var checker = RoundImport.Checker()
    do {
      try walk(reader) { key in
        guard key == roundsKey, reader.peek() == UInt8(ascii: "[") else {
          _ = try reader.value()
          return
        }
        try reader.elements { index, line in
          let bytes = try roundBytes(reader, index: index, line: line)
          let record = try decode(bytes, index: index, line: line, decoder)
          try checker.check(record, at: index)
          try each(record)
        }
      }
    } catch {
      throw refusal(error, reader)
    }
  }

  private static let arrowsKey = Array("\"arrows\"".utf8)

  /// The bytes of the round that comes next, on lines as the file has them (a syntax problem is
  /// named by its line), as `reader.value()` gives them; but its arrows are counted as they are
  /// read, and a round listing more than any round holds (`Bounded.arrowsHeld`) is refused at
  /// the first one too many, before the rest is read: one round's memory stays bounded, however
  /// long the file makes it.
  private static func roundBytes(_ reader: JSONChunkReader, index: Int, line: Int) throws
    -> [UInt8]
  {
    reader.skipSpace()
    guard reader.peek() == UInt8(ascii: "{") else { return try reader.value() }
    var bytes: [UInt8] = []
    var lines = line  // the line the end of `bytes` is on
    func append(_ piece: [UInt8], at start: Int) {
      while lines < start {
        bytes.append(0x0A)
        lines += 1
      }
      bytes += piece
      lines += piece.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
    append([UInt8(ascii: "{")], at: reader.line)
    var first = true
    try reader.members { key in
      append((first ? [] : [UInt8(ascii: ",")]) + key + [UInt8(ascii: ":")], at: reader.line)
      first = false
      guard key == arrowsKey, reader.peek() == UInt8(ascii: "[") else {
        let start = reader.line  // before the value: it may span lines
        return append(try reader.value(), at: start)
      }
      append([UInt8(ascii: "[")], at: reader.line)
      try reader.elements { arrow, start in
        guard arrow < Bounded.arrowsHeld.upperBound else {
          throw AnalyticsError.invalidImport(
            path: "rounds[\(index)].arrows[\(arrow)]",
            problem:
              "a round holds at most \(Bounded.arrowsHeld.upperBound) arrows (\(Bounded.endNumber.upperBound) ends of \(Bounded.arrowsPerEnd.upperBound))"
          )
        }
        if arrow > 0 { append([UInt8(ascii: ",")], at: start) }
        append(try reader.value(), at: start)
      }
      append([UInt8(ascii: "]")], at: reader.line)
    }
    append([UInt8(ascii: "}")], at: reader.line)
    return bytes
  }

  /// One round's bytes as a record, or where and why not.
  private static func decode(_ bytes: [UInt8], index: Int, line: Int, _ decoder: JSONDecoder)
    throws(AnalyticsError) -> RoundRecord
  {
    let data = Data(bytes)
    do {
      return try decoder.decode(RoundRecord.self, from: data)
    } catch let error as DecodingError {
      if let problem = JSONSyntax.firstProblem(in: data) {
        throw .invalidImport(path: "line \(line + problem.line - 1)", problem: problem.what)
      }
      throw ExportReader.describe(error, at: [Key.rounds, Key(index: index)])
    } catch {
      // A domain type's own check (a length out of range): Quiver's words, at this round.
      throw .invalidImport(path: "rounds[\(index)]", problem: ImportText.oneLine(error))
    }
  }

  /// The top-level object's members, each key checked as JSON, then nothing after it.
  private static func walk(_ reader: JSONChunkReader, _ member: ([UInt8]) throws -> Void) throws {
    try reader.members { key in
      if var problem = JSONSyntax.firstProblem(in: Data(key)) {
        problem.line += reader.line - 1
        throw ExportReader.syntax(problem, lastLine: problem.line)
      }
      try member(key)
    }
    try reader.expectEnd()
  }

  private static func open(_ path: String) throws(AnalyticsError) -> JSONChunkReader {
    guard let reader = JSONChunkReader(path: path) else {
      throw .invalidImport(path: ExportReader.wholeFile, problem: "it cannot be read")
    }
    return reader
  }

  /// The refusal for `error`: where the grammar broke (the line, or the last line of a file cut
  /// short), or what was thrown as it is.
  private static func refusal(_ error: any Error, _ reader: JSONChunkReader) -> any Error {
    guard let failure = error as? JSONChunkReader.Failure else { return error }
    guard let byte = failure.byte else {
      let last = reader.line - (reader.previous == 0x0A ? 1 : 0)
      return ExportReader.syntax(
        JSONSyntax.Problem(line: last, what: JSONSyntax.endsEarly), lastLine: last)
    }
    return ExportReader.syntax(
      JSONSyntax.unexpected(byte, line: failure.line), lastLine: failure.line)
  }

  /// A key of the path a problem in a round is at.
  private struct Key: CodingKey {
    static let rounds = Key(stringValue: "rounds")
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(index: Int) {
      stringValue = "Index \(index)"
      intValue = index
    }
    init?(intValue: Int) { self.init(index: intValue) }
  }
}
