public import Foundation

/// Why a match refused a set, an end or a shoot-off: each names where (``MatchPlace``) and, where
/// it is one side's, which side, in one line the app and the command line both show.
public enum MatchError: Error, Equatable, Sendable, LocalizedError {
  /// A side gave `given` arrows where the format shoots `expected` each.
  case arrowCount(MatchPlace, MatchSide, given: Int, expected: Int)
  /// An arrow (as written, shortened) is not a score on the match face.
  case arrowNotOnFace(MatchPlace, MatchSide, text: String)
  /// A shoot-off arrow's distance from the centre is not a finite 0…1000 mm.
  case distance(MatchPlace, MatchSide, ValueRangeError)
  /// A plotted shoot-off position (as typed, `x,y` in mm) that is not two numbers, or is off
  /// the plot (`offTarget`): quoted as typed, in mm (stranger29d D16).
  case position(MatchPlace, MatchSide, typed: String, offTarget: Bool)
  /// A miss was given a distance from the centre (as typed): it hit no ring to measure from.
  case missDistance(MatchPlace, MatchSide, typed: String)
  /// The shoot-off totals are equal, so each hit's distance from the centre is needed.
  case distanceNeeded(MatchPlace, MatchSide)
  /// The match was decided at `decidedAt`; `winner` won and no further arrow is shot.
  case afterDecision(MatchPlace, decidedAt: MatchPlace, winner: MatchSide)
  /// The match is tied after its last set or end (or a tied shoot-off): a shoot-off is due.
  case shootOffDue(MatchPlace, due: MatchPlace)
  /// No shoot-off is due: set or end `next` is still to be shot.
  case shootOffNotDue(MatchPlace, next: MatchPlace)
  /// The set (or end) a scorer meant is in already, entered meanwhile (by another device):
  /// `shot` is how it was entered, side A's arrows / side B's.
  case enteredMeanwhile(MatchPlace, shot: String)
  /// The set (or end) a scorer meant is not the next one, `next`.
  case notNext(MatchPlace, next: MatchPlace)

  /// Where it happened.
  public var place: MatchPlace {
    switch self {
    case .arrowCount(let place, _, _, _), .arrowNotOnFace(let place, _, _),
      .distance(let place, _, _), .position(let place, _, _, _), .missDistance(let place, _, _),
      .distanceNeeded(let place, _),
      .afterDecision(let place, _, _),
      .shootOffDue(let place, _), .shootOffNotDue(let place, _),
      .enteredMeanwhile(let place, _), .notNext(let place, _):
      place
    }
  }

  /// `Set 4: the match was decided after set 3 (A won); no further set is shot.`
  public var errorDescription: String? {
    let place = String(describing: place)
    let named = place.prefix(1).uppercased() + place.dropFirst()
    if case .enteredMeanwhile(_, let shot) = self {
      return "\(named) was entered meanwhile (\(shot)); nothing saved."
    }
    return named + ": " + problem
  }

  private var problem: String {
    switch self {
    case .arrowCount(let place, let side, let given, let expected):
      let rule =
        if case .shootOff = place {
          "a shoot-off is one arrow per archer, \(expected) a side"
        } else {
          "\(Self.unit(place) == "end" ? "an" : "a") \(Self.unit(place)) is \(expected) arrows a side"
        }
      let shot = given == 0 ? "has no arrows" : "shot \(given) arrow\(given == 1 ? "" : "s")"
      return "\(side.label) \(shot); \(rule)."
    case .arrowNotOnFace(_, let side, let text):
      return "\(side.label)'s '\(ValueRangeError.shortened(text))' is not a score; "
        + "enter X, 10 to 1, or M (0) for a miss."
    case .distance(_, let side, let error):
      return "\(side.label)'s distance from the centre '\(error.value)' is not one; "
        + "use \(error.accepted) (value@mm, e.g. 10@3.5)."
    case .position(_, let side, let typed, let offTarget):
      let plot = Bounded.plotMetres
      let range =
        "\(NumberText.plain(plot.lowerBound * 1_000)) to "
        + "\(NumberText.plain(plot.upperBound * 1_000)) mm"
      return "\(side.label)'s position '\(ValueRangeError.shortened(typed))' "
        + (offTarget ? "is off the target" : "is not one")
        + ": x and y are \(range) from the centre (e.g. 12,-3)."
    case .missDistance(_, let side, let typed):
      return "\(side.label)'s '\(ValueRangeError.shortened(typed))' is a miss with a distance; "
        + "a miss has none (it counts as the farthest): write M alone."
    case .distanceNeeded(_, let side):
      return "the totals are equal, so the arrow closest to the centre decides: give each of "
        + "\(side.label)'s arrows its distance in mm (value@mm, e.g. 10@3.5)."
    case .afterDecision(let place, let decidedAt, let winner):
      let what =
        if case .shootOff = place { "no shoot-off is shot" } else {
          "no further \(Self.unit(place)) is shot"
        }
      return "the match was decided after \(decidedAt) (\(winner.label) won); \(what)."
    case .shootOffDue(let place, let due):
      let shootOff = due == .shootOff(1) ? "a shoot-off" : String(describing: due)
      return "the match is tied after its last \(Self.unit(place)); \(shootOff) is due, "
        + "not another \(Self.unit(place))."
    case .shootOffNotDue(_, let next):
      return "none is due; \(next) is still to be shot."
    case .enteredMeanwhile: return ""  // a sentence of its own (errorDescription)
    case .notNext(_, let next):
      return "\(next) is the next one; nothing saved."
    }
  }

  private static func unit(_ place: MatchPlace) -> String {
    if case .end = place { "end" } else { "set" }
  }
}
