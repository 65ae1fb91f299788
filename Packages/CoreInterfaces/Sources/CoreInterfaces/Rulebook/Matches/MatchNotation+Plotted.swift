extension MatchNotation {
  /// The recurve match face, 122 cm, on which a set-system match's plotted shoot-off is scored.
  public static let plottedFace = TargetFace(system: MatchFormat.system, diameter: 1.22)

  /// The compound match face, 80 cm with six rings (10 to 5), scoring the inner 10 as compound
  /// does (the rest of the 10 ring is 9): a cumulative match's plotted shoot-off is scored on it
  /// (stranger29b N11).
  public static let compoundFace = TargetFace(system: .tenZoneCompound, diameter: 0.8, down: 5)

  /// The face `format`'s shoot-off is plotted on: the 122 cm recurve face in the set system, the
  /// 80 cm 6-ring compound face in a cumulative (compound) match.
  public static func plottedFace(for format: MatchFormat) -> TargetFace {
    format.usesSetPoints ? plottedFace : compoundFace
  }

  /// `122 cm recurve` or `80 cm 6-ring compound`: the face `format`'s shoot-off is plotted on.
  public static func plottedFaceName(for format: MatchFormat) -> String {
    format.usesSetPoints ? "122 cm recurve" : "80 cm 6-ring compound"
  }

  /// The shoot-off arrows plotted for `side` (`12,-3 40,5`: x,y in millimetres from the centre,
  /// +y up, one per archer), each scored on `face` by the line rule with a shaft `arrowDiameter`
  /// metres across and its distance measured from the centre; a position that is not two
  /// numbers within the plot is refused, naming the shoot-off and the side.
  public static func plottedShootOff(
    _ text: String, at place: MatchPlace, _ side: MatchSide, on face: TargetFace = plottedFace,
    arrowDiameter: Double
  ) throws(MatchError) -> [ShootOffArrow] {
    var arrows: [ShootOffArrow] = []
    for item in text.split(whereSeparator: \.isWhitespace) {
      let parts = item.split(separator: ",", omittingEmptySubsequences: false)
      let numbers = parts.compactMap { NumberText.decimal($0) }
      guard parts.count == 2, numbers.count == 2 else {
        throw .position(place, side, typed: String(item), offTarget: false)
      }
      do throws(ValueRangeError) {
        arrows.append(
          try ShootOffArrow(
            x: numbers[0] / 1_000, y: numbers[1] / 1_000, on: face, arrowDiameter: arrowDiameter))
      } catch {
        // Quoted as typed, in mm, never as the metres it was checked in (stranger29d D16).
        throw .position(place, side, typed: String(item), offTarget: true)
      }
    }
    return arrows
  }
}
