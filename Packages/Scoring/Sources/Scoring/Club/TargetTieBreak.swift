public import CoreInterfaces

/// How equal totals on a target are split, by the round's face: a metric face by 10s (the top
/// ring, Xs among them) then Xs, as World Archery splits a ranking round's ties; an imperial
/// 5-zone or Worcester face by hits then golds, as Archery GB splits them (those faces have no
/// 10 nor X); a World Archery field face (6 to 1, no X ring) by 6s then 5s, its top two zones,
/// as 10s then Xs count a metric face's top scores (stranger29d D14; World Archery's field rules
/// split ties by the most top scores: the choice is documented in the README). The ranking and
/// its two columns follow it.
public enum TargetTieBreak: Hashable, Sendable {
  /// 10s, then Xs.
  case tensThenXs
  /// Hits, then golds.
  case hitsThenGolds
  /// 6s, then 5s (a World Archery field face).
  case sixesThenFives

  /// The tie-break for `round`: its first distance's face (a recurve's).
  public static func of(_ round: RoundDefinition) -> TargetTieBreak {
    switch round.passes.first?.system(for: .recurve) {
    case .fiveZone, .worcester: .hitsThenGolds
    case .worldArcheryField: .sixesThenFives
    default: .tensThenXs
    }
  }

  /// The two columns' headings, in tie-break order.
  public var headings: (String, String) {
    switch self {
    case .tensThenXs: ("10s", "Xs")
    case .hitsThenGolds: ("Hits", "Golds")
    case .sixesThenFives: ("6s", "5s")
    }
  }

  /// The two counts of `standing` this tie-break compares, in its order (the columns' values).
  public func counts(_ standing: TargetStanding) -> (Int, Int) {
    switch self {
    case .tensThenXs: (standing.tens, standing.xs)
    case .hitsThenGolds: (standing.hits, standing.golds)
    case .sixesThenFives: (standing.sixes, standing.fives)
    }
  }

  /// Its name in JSON: `tensThenXs`, `hitsThenGolds`, `sixesThenFives`.
  public var name: String {
    switch self {
    case .tensThenXs: "tensThenXs"
    case .hitsThenGolds: "hitsThenGolds"
    case .sixesThenFives: "sixesThenFives"
    }
  }
}
