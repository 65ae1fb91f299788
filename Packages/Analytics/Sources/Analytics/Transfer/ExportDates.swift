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

  /// `date` as the export writes it: rounded to the nearest millisecond, never truncated. A
  /// time read from `…46.560Z` is a binary fraction a hair under .560, which the formatter
  /// would write as `.559`, so an export imported and exported again drifted a millisecond.
  static func text(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    // Whole milliseconds are exact below 2^53; a time past year 30,000 (only a damaged row)
    // is written as the formatter writes it, never converted where it could trap.
    guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return date.formatted(fractional) }
    let seconds = (milliseconds / 1000).rounded(.down)
    let fraction = Int(milliseconds - seconds * 1000)  // 0…999: `seconds` is the floor
    let whole = Date(timeIntervalSince1970: seconds).formatted(style)  // `…:46Z`
    let digits = String(fraction)
    return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
  }

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
