extension Match {
  /// A `format` match replayed from what was kept of it: each set as both sides' arrows in
  /// ``MatchNotation`` (`"10 9 9"`), then each shoot-off's arrows. The rules take each in turn,
  /// so stored sets the rules would refuse are refused again, naming the set: where a match
  /// stands is always the rulebook's, never a stored decision.
  public static func replay(
    _ format: MatchFormat, sets: [(a: String, b: String)],
    shootOffs: [(a: [ShootOffArrow], b: [ShootOffArrow])] = []
  ) throws(MatchError) -> Match {
    var match = Match(format: format)
    for (index, set) in sets.enumerated() {
      try match.checkNextSet()
      let place = format.place(index + 1)
      try match.shoot(
        a: try MatchNotation.arrows(Substring(set.a), at: place, .a),
        b: try MatchNotation.arrows(Substring(set.b), at: place, .b))
    }
    for shootOff in shootOffs { try match.shootOff(a: shootOff.a, b: shootOff.b) }
    return match
  }

  /// Arrows in ``MatchNotation``, as a set is kept: `X 10 9`.
  public static func written(_ arrows: [ArrowValue]) -> String {
    arrows.map(\.description).joined(separator: " ")
  }
}
