/// Ordinal numbers as the messages write them: `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`.
public enum Ordinal {
  /// `number` with its English ordinal suffix (`11th`, `12th` and `13th` included).
  public static func text(_ number: Int) -> String {
    let (tens, ones) = (abs(number) % 100, abs(number) % 10)
    let suffix =
      (11...13).contains(tens)
      ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th"
    return "\(number)\(suffix)"
  }
}
