public import CoreInterfaces
public import Navigation

/// The route to every screen Quiver can show; `ScreenRegistry` says which screen shows it.
/// Codable, so the path survives a restart; pickers are transient (their caller dies with the
/// process, so they are not restored).
public enum Destination: NavigationDestination, Codable {
  case equipmentHub
  case equipmentList(EquipmentKind)
  case bowSetupPicker
  case itemPicker(EquipmentKind)
  case roundSetup(codename: String)
  case scoring(RoundID)
  case analyticsHub
  /// Choosing a round from the catalogue before setting it up.
  case newRound
  /// The archer's rounds, newest first.
  case roundsList
  /// One round end by end, with its statistics and face plot.
  case roundDetail(RoundID)
  /// Editing an item of `kind`: an existing one, or a new one when `id` is `nil`.
  case equipmentEditor(EquipmentKind, EquipmentID?)
  /// The archer's bow setups.
  case setupsList
  /// Editing a bow setup: an existing one, or a new one when `id` is `nil`.
  case setupEditor(BowSetupID?)
  /// Colour, units and the plotting arrow diameter.
  case settings
  /// The archers sharing the database, and which is active.
  case archers
  /// The newest shared target: everyone's end and running total, scored a line per archer.
  case clubTarget
  /// A head-to-head match, scored set by set.
  case match(MatchID)
  /// The Match screen on the newest match, or ready to start one (`n FORMAT A… / B…`) when none is.
  case newMatch
  /// The open sync conflicts, each settled by keeping mine or theirs.
  case syncConflicts

  /// Pickers exist only to answer an awaiting caller.
  public var isTransient: Bool {
    switch self {
    case .bowSetupPicker, .itemPicker: true
    default: false
    }
  }

  /// The breadcrumb title.
  public var title: String {
    switch self {
    case .equipmentHub: "Equipment"
    case .equipmentList(let kind): "\(kind.displayName) list"
    case .bowSetupPicker: "Pick a bow setup"
    case .itemPicker(let kind): "Pick a \(kind.rawValue)"
    case .roundSetup(let codename): "Round setup (\(codename))"
    case .scoring: "Scoring"
    case .analyticsHub: "Analytics"
    case .newRound: "New round"
    case .roundsList: "Rounds"
    case .roundDetail: "Round"
    case .equipmentEditor(let kind, let id):
      id == nil ? "New \(kind.rawValue)" : "Edit \(kind.rawValue)"
    case .setupsList: "Bow setups"
    case .setupEditor(let id): id == nil ? "New bow setup" : "Edit bow setup"
    case .settings: "Settings"
    case .archers: "Archers"
    case .clubTarget: "Target"
    case .match, .newMatch: "Match"
    case .syncConflicts: "Sync conflicts"
    }
  }
}
