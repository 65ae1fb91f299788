/// The documented range of every number Quiver accepts, in one place: the initializers of the
/// domain types check against these, the store's CHECK constraints repeat the ones it can, and
/// `docs/ARCHITECTURE.md` lists them. A value outside its range never reaches storage.
public enum Bounded {
  /// A length in metres: distances, face diameters, sight-mark distances (up to 1 km).
  public static let lengthMetres: ClosedRange<Double> = 0.000_001...1_000
  /// Where a plotted arrow hit, in metres from the centre, on either axis (the boss and beyond).
  public static let plotMetres: ClosedRange<Double> = -10...10
  /// A sight mark as read off the sight's scale.
  public static let sightMark: ClosedRange<Double> = -1_000...1_000
  /// A shaft diameter in millimetres; 0 scores the hit point itself.
  public static let arrowMillimetres: ClosedRange<Double> = 0...12
  /// A handicap on the Archery GB 2023 scale.
  public static let handicap: ClosedRange<Double> = -75...150
  /// The points of one arrow on any face.
  public static let arrowPoints: ClosedRange<Int> = 0...11
  /// Arrows in one end.
  public static let arrowsPerEnd: ClosedRange<Int> = 1...24
  /// Arrows at one distance of a round, and in a whole round.
  public static let arrowsInRound: ClosedRange<Int> = 1...1_000
  /// An end's number in any round; practice has no last end, and 10,000 bounds it.
  public static let endNumber: ClosedRange<Int> = 1...10_000
  /// Arrows one round can hold (practice included: every end full), and their points: what a
  /// stored summary's counts are read within, so no sum of them can overflow.
  public static let arrowsHeld: ClosedRange<Int> = 0...(10_000 * 24)
  /// Points one round can hold.
  public static let pointsHeld: ClosedRange<Int> = 0...(10_000 * 24 * 11)
  /// Arrows in a set, and an arrow's number in it.
  public static let arrowsInSet: ClosedRange<Int> = 1...1_000
  /// How far a shoot-off arrow hit from the centre, in millimetres (a 122 cm face is 610 mm
  /// across its radius).
  public static let centreDistanceMillimetres: ClosedRange<Double> = 0...1_000
  /// A score typed as a whole number (handicap look-ups, paper scores).
  public static let score: ClosedRange<Int> = 0...11_000
  /// Characters in a name, after trimming.
  public static let nameLength: ClosedRange<Int> = 1...80
  /// Unicode scalars in one character of a name: a family emoji with skin tones is 11.
  public static let partsPerCharacter: ClosedRange<Int> = 1...16
  /// Unicode scalars in free text (notes, a brand, a material).
  public static let freeTextLength: ClosedRange<Int> = 0...2_000

  /// When a round may start, in seconds since 1970: from 1900 to the end of 9998 (UTC), so no
  /// time zone lists year 10000.
  public static let startSeconds: ClosedRange<Double> = -2_208_988_800...253_370_764_799
  /// How far past now a round may start: a day, for two devices whose clocks disagree.
  public static let startAheadSeconds: Double = 86_400

  /// Why a round may not start at `seconds` (since 1970) when it is `now`, or `nil` when it may:
  /// the one bound `rounds add`, an import and a restore apply.
  public static func startProblem(_ seconds: Double, now: Double) -> String? {
    guard seconds.isFinite, startSeconds.contains(seconds) else {
      return "starts on no date from 1900 to 9998"
    }
    guard seconds <= now + startAheadSeconds else { return "starts in the future" }
    return nil
  }

  /// `value` when it is finite and within `range`, else a ``ValueRangeError`` naming `what`.
  public static func check(
    _ value: Double, in range: ClosedRange<Double>, _ what: String, unit: String = ""
  ) throws(ValueRangeError) -> Double {
    guard value.isFinite, range.contains(value) else {
      throw ValueRangeError(
        what, value: NumberText.plain(value), accepted: describe(range, unit: unit))
    }
    return value
  }

  /// `value` when it is within `range`, else a ``ValueRangeError`` naming `what`.
  public static func check(
    _ value: Int, in range: ClosedRange<Int>, _ what: String, unit: String = ""
  ) throws(ValueRangeError) -> Int {
    guard range.contains(value) else {
      throw ValueRangeError(
        what, value: String(value),
        accepted: "\(range.lowerBound) to \(range.upperBound)\(unit.isEmpty ? "" : " \(unit)")")
    }
    return value
  }

  /// `value` brought within `range` (a stored value read back, never a typed one).
  public static func clamped(_ value: Int, to range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }

  /// `0 to 200 lb`; `more than 0 up to 1000 m` for a range that only excludes zero.
  public static func describe(_ range: ClosedRange<Double>, unit: String) -> String {
    let suffix = unit.isEmpty ? "" : " \(unit)"
    let upper = NumberText.plain(range.upperBound) + suffix
    if range.lowerBound > 0, range.lowerBound <= 0.000_001 { return "more than 0 up to \(upper)" }
    return "\(NumberText.plain(range.lowerBound)) to \(upper)"
  }
}
