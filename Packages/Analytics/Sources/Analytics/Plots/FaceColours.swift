public import CoreInterfaces

extension ScoringSystem {
  /// The colour of the ring scoring `points` on this face, as target faces are printed.
  public func ringColour(points: Int) -> String {
    switch self {
    case .worcester: return points == 5 ? "#ffffff" : "#202020"
    case .worldArcheryField: return points >= 5 ? "#f5d000" : "#202020"
    case .ifaaField: return points == 5 ? "#ffffff" : "#202020"
    case .beiterHitMiss: return "#f5d000"
    case .fiveZone:
      return ["9": "#f5d000", "7": "#e0242b", "5": "#2a7fd4", "3": "#202020"][String(points)]
        ?? "#ffffff"
    default:
      switch points {
      case 9...: return "#f5d000"
      case 7...8: return "#e0242b"
      case 5...6: return "#2a7fd4"
      case 3...4: return "#202020"
      default: return "#ffffff"
      }
    }
  }
}
