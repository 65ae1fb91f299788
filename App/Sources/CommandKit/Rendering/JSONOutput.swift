import Foundation

extension Output {
  /// Writes `value` as JSON with the command line's one encoder: sorted keys, ISO 8601 dates in
  /// UTC, one value per call and a newline after it (`--json`; shapes in `docs/JSON.md`).
  public func json(_ value: some Encodable) throws {
    line(String(decoding: try Self.encoder.encode(value), as: UTF8.self))
  }

  /// Writes `value` as JSON on one line, for commands that print one value per input line.
  public func jsonLine(_ value: some Encodable) throws {
    let encoder = Self.encoder
    encoder.outputFormatting.remove(.prettyPrinted)
    line(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// The one JSON encoder of the command line.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
