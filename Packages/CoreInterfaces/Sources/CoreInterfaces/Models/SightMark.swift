/// A sight setting recorded for one distance on one bow setup.
public struct SightMark: Sendable, Hashable, Codable {
  /// The distance it is for.
  public let distance: Length
  /// The setting read off the sight's scale.
  public let mark: Double

  /// A mark, finite and within ``Bounded/sightMark``, or an error saying so.
  public init(distance: Length, mark: Double) throws(ValueRangeError) {
    self.distance = distance
    self.mark = try Bounded.check(mark, in: Bounded.sightMark, "sight mark")
  }

  /// Decodes through the checked initializer, so an imported or stored mark is bounded too.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      distance: try container.decode(Length.self, forKey: .distance),
      mark: try container.decode(Double.self, forKey: .mark))
  }
}

/// The mark to use at a distance: one recorded for it, or an estimate between its neighbours.
public enum SightMarkReading: Sendable, Equatable, CustomStringConvertible {
  /// A mark recorded for this distance.
  case recorded(Double)
  /// Interpolated between the nearest recorded distances either side; worth checking.
  case estimated(Double)

  /// The setting.
  public var mark: Double {
    switch self {
    case .recorded(let mark), .estimated(let mark): mark
    }
  }

  /// `5.20`, or `5.35 (estimate)`.
  public var description: String {
    switch self {
    case .recorded(let mark): Self.format(mark)
    case .estimated(let mark): "\(Self.format(mark)) (estimate)"
    }
  }

  static func format(_ mark: Double) -> String { NumberText.fixed(mark, decimals: 2) }
}

extension Array where Element == SightMark {
  /// The mark for `distance`: recorded if one is within a centimetre of it, else interpolated
  /// linearly (by distance in metres) between the nearest recorded marks either side; `nil` with
  /// no mark on one side (an estimate is never extrapolated).
  public func reading(at distance: Length) -> SightMarkReading? {
    let metres = distance.metres
    if let exact = first(where: { abs($0.distance.metres - metres) < 0.01 }) {
      return .recorded(exact.mark)
    }
    let below = filter { $0.distance.metres < metres }.max {
      $0.distance.metres < $1.distance.metres
    }
    let above = filter { $0.distance.metres > metres }.min {
      $0.distance.metres < $1.distance.metres
    }
    guard let below, let above else { return nil }
    let share = (metres - below.distance.metres) / (above.distance.metres - below.distance.metres)
    return .estimated(below.mark + share * (above.mark - below.mark))
  }
}
