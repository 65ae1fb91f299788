import CoreInterfaces
public import Scoring

/// A stored match as text, for `match show`, `match list` and the Match screen: who shoots it
/// above the rulebook's sheet (``MatchText``).
public enum MatchSheetText {
  /// `A: Ana · B: Ben`, then ``MatchText/lines(_:)``.
  public static func lines(_ sheet: MatchSheet) -> [String] {
    ["A: \(sheet.names(.a)) · B: \(sheet.names(.b))"] + MatchText.lines(sheet.match)
  }

  /// `1a2b3c4d  Ana v Ben  sets  A wins, set points 6–2, totals 170–160.`
  public static func summary(_ sheet: MatchSheet) -> String {
    "\(sheet.id.description.prefix(8))  \(sheet.names(.a)) v \(sheet.names(.b))  "
      + "\(sheet.match.format.rawValue)  \(MatchText.standing(sheet.match))"
  }
}
