public import CoreInterfaces
public import Navigation

/// Every screen Quiver can show. Codable, so the path survives a restart; pickers are transient
/// (their caller dies with the process, so they are not restored).
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
    }
  }
}
