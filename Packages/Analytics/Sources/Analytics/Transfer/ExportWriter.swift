import CoreInterfaces
import Foundation

/// Writes an export a round at a time, byte for byte what encoding the whole ``ExportFile`` at
/// once writes (pretty printed, keys sorted): the JSON envelope is the encoder's own, cut at its
/// rounds, and each round is encoded alone and indented into place.
struct ExportWriter: Sendable {
  let format: ExportFormat
  /// The name the CSV puts on every row.
  let archer: String
  /// The archer the JSON carries.
  let profile: ExportedArcher?
  let write: @Sendable (String) throws -> Void
  /// Writes each JSON round as the encoder would, by hand.
  private let rounds = RoundJSONWriter()

  /// A writer of `format` handing its text to `write`.
  init(
    format: ExportFormat, archer: String, profile: ExportedArcher?,
    write: @escaping @Sendable (String) throws -> Void
  ) {
    self.format = format
    self.archer = archer
    self.profile = profile
    self.write = write
  }

  /// How the JSON export encodes: what `JSONEncoder` wrote when the file was encoded whole.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = ExportDates.encoding
    return encoder
  }

  /// The envelope around no rounds, split where the rounds go: the encoder's text before the
  /// `rounds` value and after it.
  private func envelope() throws -> (head: String, empty: String, tail: String) {
    let whole = String(
      decoding: try Self.encoder().encode(ExportFile(rounds: [], archer: profile)), as: UTF8.self)
    let key = "\n  \"rounds\" : "
    let next = ",\n  \"version\""
    guard let rounds = whole.range(of: key), let after = whole.range(of: next) else {
      throw AnalyticsError.invalidImport(
        path: ExportReader.wholeFile, problem: "the export's envelope has no place for rounds")
    }
    return (
      String(whole[..<rounds.upperBound]), String(whole[rounds.upperBound..<after.lowerBound]),
      String(whole[after.lowerBound...])
    )
  }

  /// Writes what comes before the first round.
  func begin() throws {
    switch format {
    case .csv: try write(CSVExport.header + "\n")
    case .json: try write(try envelope().head)
    }
  }

  /// Writes `record`, the file's first round when `first`.
  func write(_ record: RoundRecord, first: Bool) throws {
    switch format {
    case .csv:
      let rows = CSVExport.rows(record, archer: archer)
      if !rows.isEmpty { try write(rows.joined(separator: "\n") + "\n") }
    case .json:
      // Inside the file's `rounds` list, two levels deep: what the encoder writes of
      // `PhaseNamedRounds.Named(record:)` there, written by hand (`RoundJSONWriter`).
      let json = try rounds.append(
        record, depth: 2, to: Array((first ? "[\n    " : ",\n    ").utf8))
      try write(String(decoding: json, as: UTF8.self))
    }
  }

  /// Writes what comes after the last of `rounds` rounds.
  func end(rounds: Int) throws {
    guard format == .json else { return }
    let (_, empty, tail) = try envelope()
    try write((rounds == 0 ? empty : "\n  ]") + tail + "\n")
  }
}
