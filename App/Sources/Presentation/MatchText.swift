public import CoreInterfaces

/// A head-to-head match as text, the one rendering `match result` prints and a Match screen
/// shows: a heading with the format's rules, a line per set (or end) with its totals, points and
/// the running score, a line per shoot-off, and where the match stands.
public enum MatchText {
  /// Every line, heading first and the standing last.
  public static func lines(_ match: Match) -> [String] {
    var lines = [heading(match.format)]
    lines += (0..<match.sets.count).compactMap { setLine(match, number: $0 + 1) }
    lines += match.shootOffs.enumerated().map { shootOffLine($1, number: $0 + 1) }
    lines.append(standing(match))
    return lines
  }

  /// `Individual sets (recurve, barebow): sets of 3 arrows, at most 5, first to 6 set points.`
  public static func heading(_ format: MatchFormat) -> String {
    let title = format.title.prefix(1).uppercased() + format.title.dropFirst()
    let shot = "\(format.unit)s of \(format.arrowsPerSet) arrows, at most \(format.maximumSets)"
    let decides =
      format.setPointsToWin.map { "first to \($0) set points" } ?? "the higher total wins"
    return "\(title): \(shot), \(decides)."
  }

  /// `set 1: A 30 (X 10 10), B 27 (9 9 9); 2–0, set points 2–0` (cumulative: `totals 30–27`)
  /// for set `number` (from 1); `nil` for a set not shot.
  public static func setLine(_ match: Match, number: Int) -> String? {
    guard match.sets.indices.contains(number - 1) else { return nil }
    let index = number - 1
    let set = match.sets[index]
    let shot = MatchSide.allCases.map {
      "\($0.label) \(set.total($0)) (\(set.arrows($0).map(\.description).joined(separator: " ")))"
    }
    let running =
      if let pointsA = match.setPoints(.a, after: index + 1),
        let pointsB = match.setPoints(.b, after: index + 1)
      {
        "\(set.setPoints(.a))–\(set.setPoints(.b)), set points \(pointsA)–\(pointsB)"
      } else {
        "totals \(match.total(.a, after: index + 1))–\(match.total(.b, after: index + 1))"
      }
    return "\(match.format.place(index + 1)): \(shot.joined(separator: ", ")); \(running)"
  }

  /// What a scorer's line just saved, its last set or shoot-off named with its score:
  /// `Set 2: 28–27, set points 2–2`, `End 2: 28–27, totals 55–54`, `Shoot-off: 10–9` (the
  /// Match screen's confirmation; two scorers on one match see which set went in).
  public static func saved(_ match: Match) -> String {
    let named: (MatchPlace) -> String = {
      let text = String(describing: $0)
      return text.prefix(1).uppercased() + text.dropFirst()
    }
    if let last = match.shootOffs.last {
      let place = MatchPlace.shootOff(match.shootOffs.count)
      return "\(named(place)): \(last.total(.a))–\(last.total(.b))"
    }
    guard let last = match.sets.last else { return "Nothing shot yet." }
    let count = match.sets.count
    let running =
      if let pointsA = match.setPoints(.a, after: count),
        let pointsB = match.setPoints(.b, after: count)
      {
        "set points \(pointsA)–\(pointsB)"
      } else {
        "totals \(match.total(.a))–\(match.total(.b))"
      }
    return "\(named(match.format.place(count))): \(last.total(.a))–\(last.total(.b)), \(running)"
  }

  /// `shoot-off: A 10 (10@3), B 10 (10@2)`.
  public static func shootOffLine(_ shootOff: ShootOff, number: Int) -> String {
    let shot = MatchSide.allCases.map {
      "\($0.label) \(shootOff.total($0)) (\(shootOff.arrows($0).map(\.notation).joined(separator: " ")))"
    }
    return "\(MatchPlace.shootOff(number)): \(shot.joined(separator: ", "))"
  }

  /// Where the match stands: the winner and how, that a shoot-off is needed, or what is next.
  public static func standing(_ match: Match) -> String {
    // Before any shoot-off: the sets' set points (a shoot-off won adds its point after).
    let score = score(match, after: match.sets.count)
    switch match.outcome {
    case .shooting(let next):
      return match.sets.isEmpty
        ? "Nothing shot yet; \(next) is next."
        : "\(score.prefix(1).uppercased() + score.dropFirst()) after \(match.format.place(match.sets.count)); \(next) is next."
    case .shootOffDue:
      let again =
        match.shootOffs.isEmpty
        ? "a shoot-off" : "another shoot-off (the last was equal in total and distance)"
      return
        "Tied, \(score) after \(match.format.place(match.sets.count)): \(again) is needed, one arrow per archer."
    case .won(let winner, _, .setPoints), .won(let winner, _, .total):
      return "\(winner.label) wins, \(score)."
    case .won(let winner, let place, .shootOffTotal):
      return "\(winner.label) wins the \(place) on its total\(final(match)) (tied \(score) "
        + "before it)."
    case .won(let winner, let place, .shootOffCloser):
      return "\(winner.label) wins the \(place)\(final(match)): equal totals, "
        + "\(closer(match, place, winner)) (tied \(score) before it)."
    }
  }

  /// Which arrow nearer the centre decided shoot-off `place`: the one arrow of an individual
  /// match, else the closest, or the next closest when the closest were equally near.
  static func closer(_ match: Match, _ place: MatchPlace, _ winner: MatchSide) -> String {
    guard match.format.shootOffArrows > 1 else {
      return "\(winner.label)'s arrow closer to the centre"
    }
    let shootOff = match.shootOffs.indices.first { MatchPlace.shootOff($0 + 1) == place }
    let arrow = shootOff.flatMap { match.shootOffs[$0].decidingArrow } ?? 1
    guard arrow > 1 else { return "\(winner.label)'s closest arrow nearer the centre" }
    let before = arrow == 2 ? "the closest arrows" : "the \(arrow - 1) closest arrows a side"
    return "\(before) equally near, \(winner.label)'s \(Ordinal.text(arrow)) closest "
      + "nearer the centre"
  }

  /// `set points 6–0, totals 90–81`, or `totals 150–148` in a cumulative match: the match's
  /// own, or after its first `count` sets.
  static func score(_ match: Match, after count: Int? = nil) -> String {
    let totals = "totals \(match.total(.a))–\(match.total(.b))"
    guard let pointsA = match.setPoints(.a, after: count),
      let pointsB = match.setPoints(.b, after: count)
    else {
      return totals
    }
    return "set points \(pointsA)–\(pointsB), \(totals)"
  }

  /// `, set points 6–5`: a set-system match's final set points once a shoot-off decided it
  /// (the winner's point added by the rulebook); empty in a cumulative match.
  static func final(_ match: Match) -> String {
    guard let pointsA = match.setPoints(.a), let pointsB = match.setPoints(.b) else { return "" }
    return ", set points \(pointsA)–\(pointsB)"
  }
}
