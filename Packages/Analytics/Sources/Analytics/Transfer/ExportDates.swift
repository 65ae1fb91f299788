import Foundation

/// How the JSON export writes a date: ISO 8601 in UTC to the millisecond, so two rounds started
/// in the same second keep their order through an export and an import. The importer also reads
/// whole seconds (another tool's, or Quiver's own JSON), and the first files' seconds since 1970.
enum ExportDates {
  /// `2026-11-24T06:12:00Z`.
  static let style = Date.ISO8601FormatStyle(timeZone: .gmt)
  /// `2026-11-24T06:12:00.250Z`: what the export writes.
  private static let fractional = Date.ISO8601FormatStyle(
    includingFractionalSeconds: true, timeZone: .gmt)

  /// Writes dates to the millisecond.
  static let encoding = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
    var container = encoder.singleValueContainer()
    try container.encode(text(date))
  }

  /// `date` as the export writes it.
  static func text(_ date: Date) -> String { date.formatted(fractional) }

  /// Reads an ISO 8601 date (with or without the fraction), or a number of seconds since 1970.
  static let decoding = JSONDecoder.DateDecodingStrategy.custom { decoder in
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Double.self) {
      return Date(timeIntervalSince1970: seconds)
    }
    let text = try container.decode(String.self)
    if let date = (try? Date(text, strategy: style)) ?? (try? Date(text, strategy: fractional)) {
      return date
    }
    throw DecodingError.dataCorruptedError(
      in: container, debugDescription: "not an ISO 8601 date such as 2026-11-24T06:12:00Z")
  }
}
