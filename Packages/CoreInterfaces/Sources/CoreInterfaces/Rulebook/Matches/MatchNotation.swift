/// Match arrows as people write them, shared by the command line and the app: a side's sets as
/// `"10 9 9, 9 9 8"` (a comma between sets or ends, spaces between arrows) and its shoot-off as
/// `"10@3.2, 9@1.0"` (value@mm from the centre, one per archer; the distance may be left out).
/// An arrow is `X` (10, kept as an X), `10` to `1`, or `M` (also `0`) for a miss, any case.
public enum MatchNotation {
  /// The groups of `text`, one per set or end, each still as written.
  public static func groups(_ text: String) -> [Substring] {
    text.split(separator: ",", omittingEmptySubsequences: false)
  }

  /// The arrows of one group written for `side` at `place`; an arrow not on the face is refused,
  /// naming the set and the side (the count is the set's to check).
  public static func arrows(_ group: Substring, at place: MatchPlace, _ side: MatchSide)
    throws(MatchError) -> [ArrowValue]
  {
    var arrows: [ArrowValue] = []
    for word in group.split(whereSeparator: \.isWhitespace) {
      arrows.append(try arrow(word, at: place, side))
    }
    return arrows
  }

  /// The shoot-off arrows written for `side` (`10@3.2, 9@1.0`): a value, or a distance that is
  /// not a finite 0…1000 mm, is refused naming the shoot-off and the side.
  public static func shootOff(_ text: String, at place: MatchPlace, _ side: MatchSide)
    throws(MatchError) -> [ShootOffArrow]
  {
    var arrows: [ShootOffArrow] = []
    for item in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
      let parts = item.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
      let value = try arrow(parts[0], at: place, side)  // split never returns no part
      var distance: Double?
      if parts.count == 2, value.isMiss { throw .missDistance(place, side, typed: String(item)) }
      if parts.count == 2 {
        guard let number = NumberText.decimal(parts[1]) else {
          throw .distance(
            place, side,
            ValueRangeError(
              "distance from the centre", value: String(parts[1]),
              accepted: Bounded.describe(Bounded.centreDistanceMillimetres, unit: "mm")))
        }
        distance = number
      }
      do throws(ValueRangeError) {
        arrows.append(try ShootOffArrow(value: value, distanceMillimetres: distance))
      } catch {
        // Echoed as typed (`1e308`, not `1e+308`).
        let typed = parts.count == 2 ? String(parts[1]) : error.value
        throw .distance(
          place, side,
          ValueRangeError(
            error.what, value: typed, accepted: error.accepted, problem: error.problem)
        )
      }
    }
    return arrows
  }

  private static func arrow(_ word: Substring, at place: MatchPlace, _ side: MatchSide)
    throws(MatchError) -> ArrowValue
  {
    if word == "0" { return .miss }
    do throws(InvalidArrowValue) {
      return try ArrowValue(notation: String(word), on: MatchFormat.system)
    } catch {
      throw .arrowNotOnFace(place, side, text: String(word))
    }
  }
}
