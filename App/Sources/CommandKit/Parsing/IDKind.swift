/// The kinds of record a person names by ID on the command line.
public enum IDKind: Sendable, CaseIterable {
  /// A shot round.
  case round
  /// A bow setup.
  case setup
  /// An equipment item.
  case item
  /// An archer (named by name or ID).
  case archer

  /// `round`, `bow setup`, … as a sentence says one.
  public var noun: String {
    switch self {
    case .round: "round"
    case .setup: "bow setup"
    case .item: "equipment item"
    case .archer: "archer"
    }
  }

  /// `a round`, `an equipment item`, …: the noun with its article.
  public var withArticle: String {
    (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
  }

  /// `rounds`, `bow setups`, …
  public var plural: String { noun + "s" }

  /// The command that lists them, for hints.
  public var listCommand: String {
    switch self {
    case .round: "quiver rounds list"
    case .setup: "quiver setups list"
    case .item: "quiver equipment list"
    case .archer: "quiver archers list"
    }
  }

  /// What completion offers for it.
  public var completion: CompletionData {
    switch self {
    case .round: .roundIDs
    case .setup: .setupIDs
    case .item: .itemIDs
    case .archer: .archerNames
    }
  }
}
