extension MatchNotation {
  /// The recurve match face, 122 cm, on which plotted shoot-off arrows are scored.
  public static let plottedFace = TargetFace(system: MatchFormat.system, diameter: 1.22)

  /// Why `format`'s shoot-off cannot be plotted, or `nil` when it can: compound scores the
  /// inner ten, which the recurve face's rings do not.
  public static func plottingRefusal(_ format: MatchFormat) -> String? {
    format.usesSetPoints
      ? nil
      : "A plotted shoot-off scores on the 122 cm recurve face; a compound match's shoot-off takes measured distances (10@3.2)."
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
        throw .distance(
          place, side,
          ValueRangeError(
            "arrow position", value: String(item), accepted: "x,y in mm from the centre (12,-3)"))
      }
      do throws(ValueRangeError) {
        arrows.append(
          try ShootOffArrow(
            x: numbers[0] / 1_000, y: numbers[1] / 1_000, on: face, arrowDiameter: arrowDiameter))
      } catch {
        throw .distance(place, side, error)
      }
    }
    return arrows
  }
}
