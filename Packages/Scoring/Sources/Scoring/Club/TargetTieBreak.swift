public import CoreInterfaces

/// How equal totals on a target are split, by the round's face: a metric face by 10s (the top
/// ring, Xs among them) then Xs, as World Archery splits a ranking round's ties; an imperial
/// 5-zone or Worcester face by hits then golds, as Archery GB splits them (those faces have no
/// 10 nor X). The ranking and its two columns follow it.
public enum TargetTieBreak: Hashable, Sendable {
  /// 10s, then Xs.
  case tensThenXs
  /// Hits, then golds.
  case hitsThenGolds

  /// The tie-break for `round`: its first distance's face (a recurve's).
  public static func of(_ round: RoundDefinition) -> TargetTieBreak {
    switch round.passes.first?.system(for: .recurve) {
    case .fiveZone, .worcester: .hitsThenGolds
    default: .tensThenXs
    }
  }

  /// The two columns' headings, in tie-break order.
  public var headings: (String, String) {
    switch self {
    case .tensThenXs: ("10s", "Xs")
    case .hitsThenGolds: ("Hits", "Golds")
    }
  }
}
