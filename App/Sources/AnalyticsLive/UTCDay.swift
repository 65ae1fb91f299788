/// A day counted from 1900-01-01 UTC, as a calendar date (the proleptic Gregorian civil-from-days
/// rule), without a calendar object per day.
struct UTCDay {
  /// 1900-01-01 00:00 UTC in seconds since 1970.
  static let epoch = -2_208_988_800
  let year: Int
  let month: Int
  let day: Int

  init(_ number: Int) {
    // Days since 0000-03-01, then eras of 400 years (H. Hinnant's civil_from_days).
    let z = number + 693_901  // 1900-01-01 is day 693,901 after 0000-03-01
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * shifted + 2) / 5 + 1
    month = shifted < 10 ? shifted + 3 : shifted - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// The month as `YYYY-MM` when the day is neither its first nor its last: then every time
  /// zone's local day falls in the same month.
  var monthInside: String? {
    guard day > 1, day < Self.length(month, of: year) else { return nil }
    return Self.key(year, month)
  }

  /// A month as `LocalDay.monthAndYear` names it: `YYYY-MM`.
  static func key(_ year: Int, _ month: Int) -> String {
    let text = String(year)
    let digits = String(repeating: "0", count: max(0, 4 - text.count)) + text
    return digits + (month < 10 ? "-0" : "-") + String(month)
  }

  static func length(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
