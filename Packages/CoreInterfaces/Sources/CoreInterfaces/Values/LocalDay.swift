public import Foundation

/// The one rule for which calendar day a date falls on: the day in the process's time zone (the
/// archer's), as lists, personal bests, seasons, `--since`/`--until` and the CSV export read it.
public enum LocalDay {
  /// The Gregorian calendar in `timeZone` (default the process's).
  public static func calendar(_ timeZone: TimeZone = .current) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  /// `2026-02-01`: the day `date` falls on in `timeZone`. Never traps, whatever the date.
  public static func text(_ date: Date, timeZone: TimeZone = .current) -> String {
    let parts = calendar(timeZone).dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// `2026-02` and `2026`: the month and the year `date` falls in, in `timeZone`.
  public static func monthAndYear(_ date: Date, timeZone: TimeZone = .current) -> (
    month: String, year: String
  ) {
    let parts = calendar(timeZone).dateComponents([.year, .month], from: date)
    let year = String(format: "%04d", parts.year ?? 0)
    return (year + String(format: "-%02d", parts.month ?? 0), year)
  }

  /// The first instant of the day `text` (`YYYY-MM-DD`, a real day of years 1–9999) in
  /// `timeZone`, or `nil` when it is not one.
  public static func start(_ text: String, timeZone: TimeZone = .current) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    let calendar = calendar(timeZone)
    let wanted = DateComponents(year: year, month: month, day: day)
    guard let date = calendar.date(from: wanted),
      calendar.dateComponents([.year, .month, .day], from: date) == wanted
    else { return nil }
    return calendar.startOfDay(for: date)
  }

  /// The first instant of the day after the one `date` starts, in `timeZone` (23 or 25 hours
  /// later across a change of clocks).
  public static func nextStart(after date: Date, timeZone: TimeZone = .current) -> Date {
    let calendar = calendar(timeZone)
    return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date))
      ?? date.addingTimeInterval(86_400)
  }
}
