/// A head-to-head match by World Archery rules, set by set: it takes a set (or end) or a
/// shoot-off only when the rules want one, and says after each where the match stands. The
/// glossary's "Head-to-head matches" is its specification and its tests.
public struct Match: Hashable, Sendable {
  /// The format shot.
  public let format: MatchFormat
  /// The sets (or ends) shot, in order.
  public private(set) var sets: [MatchSet] = []
  /// The shoot-offs shot, in order (a tied one is followed by another).
  public private(set) var shootOffs: [ShootOff] = []

  /// A match of `format` with nothing shot yet.
  public init(format: MatchFormat) { self.format = format }

  /// Shoots the next set (or end): refused, naming it, once the match is decided or a shoot-off
  /// is due, or when the arrows are not the format's (``MatchSet``). With `number` (the set the
  /// scorer saw was next), refused unless it is still the next one. Returns where it stands.
  @discardableResult
  public mutating func shoot(a: [ArrowValue], b: [ArrowValue], asSet number: Int? = nil)
    throws(MatchError) -> MatchOutcome
  {
    try checkNextSet(number)
    sets.append(try MatchSet(a: a, b: b, number: sets.count + 1, format: format))
    return outcome
  }

  /// Shoots the shoot-off that is due: refused, naming it, when none is (sets still to shoot,
  /// or the match decided), or when its arrows are not one per archer (``ShootOff``).
  @discardableResult
  public mutating func shootOff(a: [ShootOffArrow], b: [ShootOffArrow]) throws(MatchError)
    -> MatchOutcome
  {
    try checkNextShootOff()
    shootOffs.append(try ShootOff(a: a, b: b, number: shootOffs.count + 1, format: format))
    return outcome
  }

  /// Refuses, naming it, a next set (or end) the rules do not want: the match is decided or a
  /// shoot-off is due. Checked before its arrows are read, so that is what a late set is told.
  /// With `number` (the set a scorer meant), refused first when that set was entered meanwhile
  /// (two scorers on one match) or is not the next one.
  public func checkNextSet(_ number: Int? = nil) throws(MatchError) {
    let place = format.place(sets.count + 1)
    if let number, sets.indices.contains(number - 1) {
      let set = sets[number - 1]
      throw .enteredMeanwhile(
        format.place(number), shot: Self.written(set.a) + " / " + Self.written(set.b))
    }
    // A refusal names the set the scorer typed (`--set 7`), not the next one (stranger-final F6).
    let asked = number.map(format.place) ?? place
    switch outcome {
    case .won(let winner, let decidedAt, _):
      throw .afterDecision(asked, decidedAt: decidedAt, winner: winner)
    case .shootOffDue(let due): throw .shootOffDue(asked, due: due)
    case .shooting: break
    }
    if let number, number != sets.count + 1 { throw .notNext(format.place(number), next: place) }
  }

  /// Refuses, naming it, a shoot-off that is not due: sets are still to be shot, or the match
  /// is decided.
  public func checkNextShootOff() throws(MatchError) {
    let place = MatchPlace.shootOff(shootOffs.count + 1)
    switch outcome {
    case .won(let winner, let decidedAt, _):
      throw .afterDecision(place, decidedAt: decidedAt, winner: winner)
    case .shooting(let next): throw .shootOffNotDue(place, next: next)
    case .shootOffDue: break
    }
  }

  /// Side `side`'s set points after the first `count` sets (a count below 0 counts none); by
  /// default the match's own, where a shoot-off won gives its winner one set point more (World
  /// Archery: a match won in the shoot-off reads 6–5, a team's 5–4). `nil` in a cumulative
  /// format, which has none.
  public func setPoints(_ side: MatchSide, after count: Int? = nil) -> Int? {
    guard format.usesSetPoints else { return nil }
    let fromSets = shot(count).reduce(0) { $0 + $1.setPoints(side) }
    return count == nil && shootOffWinner == side ? fromSets + 1 : fromSets
  }

  /// The side that won a shoot-off, if one was won.
  public var shootOffWinner: MatchSide? {
    shootOffs.lazy.compactMap { shootOff -> MatchSide? in
      if case .won(let side, _) = shootOff.result { return side }
      return nil
    }.first
  }

  /// Side `side`'s total over the first `count` sets or ends (all by default; below 0, none).
  public func total(_ side: MatchSide, after count: Int? = nil) -> Int {
    shot(count).reduce(0) { $0 + $1.total(side) }
  }

  /// The first `count` sets, never trapping on a negative count.
  private func shot(_ count: Int?) -> ArraySlice<MatchSet> {
    sets.prefix(max(0, count ?? sets.count))
  }

  /// Where the match stands now.
  public var outcome: MatchOutcome {
    let last = format.place(sets.count)
    // Set points from the sets alone: a shoot-off's point follows the decision, never makes it.
    if let toWin = format.setPointsToWin {
      let pointsA = setPoints(.a, after: sets.count) ?? 0
      let pointsB = setPoints(.b, after: sets.count) ?? 0
      if max(pointsA, pointsB) >= toWin, pointsA != pointsB {
        return .won(pointsA > pointsB ? .a : .b, at: last, by: .setPoints)
      }
    }
    guard sets.count >= format.maximumSets else {
      return .shooting(next: format.place(sets.count + 1))
    }
    // After the last set or end: set points (the set system) or totals (cumulative) decide.
    let (scoreA, scoreB) =
      format.usesSetPoints
      ? (setPoints(.a, after: sets.count) ?? 0, setPoints(.b, after: sets.count) ?? 0)
      : (total(.a), total(.b))
    if scoreA != scoreB {
      return .won(
        scoreA > scoreB ? .a : .b, at: last, by: format.usesSetPoints ? .setPoints : .total)
    }
    for (index, shootOff) in shootOffs.enumerated() {
      if case .won(let side, let closer) = shootOff.result {
        return .won(side, at: .shootOff(index + 1), by: closer ? .shootOffCloser : .shootOffTotal)
      }
    }
    return .shootOffDue(.shootOff(shootOffs.count + 1))
  }
}
