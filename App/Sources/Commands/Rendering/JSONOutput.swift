import Foundation

extension Output {
  /// Writes `value` as JSON (sorted keys, one value per call, a newline after it): `--json`.
  public func json(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    line(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}
