/// A sight setting recorded for one distance on one bow setup.
public struct SightMark: Sendable, Hashable, Codable {
  /// The distance it is for.
  public let distance: Length
  /// The setting read off the sight's scale.
  public let mark: Double
  /// The windage setting at this distance, if recorded.
  public let windage: Double?
  /// A note on the mark (`new tab`, `windy`), if any.
  public let note: String?

  /// A mark, finite and within ``Bounded/sightMark`` (windage too), with a note of at most 80
  /// characters (blank: none), or an error saying which is wrong.
  public init(distance: Length, mark: Double, windage: Double? = nil, note: String? = nil)
    throws(ValueRangeError)
  {
    self.distance = distance
    self.mark = try Bounded.check(mark, in: Bounded.sightMark, "sight mark")
    self.windage = try windage.map { value throws(ValueRangeError) in
      try Bounded.check(value, in: Bounded.sightMark, "windage")
    }
    let blank = note?.allSatisfy(\.isWhitespace) ?? true
    self.note =
      blank
      ? nil
      : try note.map { text throws(ValueRangeError) in
        try Names.validated(text, "note")
      }
  }

  /// Decodes through the checked initializer, so an imported or stored mark is bounded too;
  /// marks saved before windage and notes existed read with neither.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      distance: try container.decode(Length.self, forKey: .distance),
      mark: try container.decode(Double.self, forKey: .mark),
      windage: try container.decodeIfPresent(Double.self, forKey: .windage),
      note: try container.decodeIfPresent(String.self, forKey: .note))
  }
}

/// The mark to use at a distance: one recorded for it, or an estimate between its neighbours.
public enum SightMarkReading: Sendable, Equatable, CustomStringConvertible {
  /// A mark recorded for this distance.
  case recorded(Double)
  /// Interpolated between the nearest recorded distances either side; worth checking.
  case estimated(Double)
  /// Beyond every recorded distance: on the straight line through the two nearest marks; a
  /// starting point to shoot in, not a mark.
  case extrapolated(Double)

  /// The setting.
  public var mark: Double {
    switch self {
    case .recorded(let mark), .estimated(let mark), .extrapolated(let mark): mark
    }
  }

  /// `5.20`, `5.35 (estimate)` or `1.00 (extrapolated)`.
  public var description: String {
    switch self {
    case .recorded(let mark): Self.format(mark)
    case .estimated(let mark): "\(Self.format(mark)) (estimate)"
    case .extrapolated(let mark): "\(Self.format(mark)) (extrapolated)"
    }
  }

  static func format(_ mark: Double) -> String { NumberText.fixed(mark, decimals: 2) }
}

extension Array where Element == SightMark {
  /// The mark for `distance`: recorded if one is within a centimetre of it, else interpolated
  /// linearly (by distance in metres) between the nearest recorded marks either side, else —
  /// beyond every mark — extrapolated on the line through the two nearest; `nil` with fewer than
  /// two marks there, or a line that leaves the sight's range.
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
    guard let below, let above else { return extrapolated(at: metres) }
    let share = (metres - below.distance.metres) / (above.distance.metres - below.distance.metres)
    return .estimated(below.mark + share * (above.mark - below.mark))
  }

  /// On the line through the two marks nearest `metres` (at different distances), if in range.
  private func extrapolated(at metres: Double) -> SightMarkReading? {
    let nearest = sorted { abs($0.distance.metres - metres) < abs($1.distance.metres - metres) }
    guard let first = nearest.first,
      let second = nearest.first(where: { abs($0.distance.metres - first.distance.metres) >= 0.01 })
    else { return nil }
    let slope = (second.mark - first.mark) / (second.distance.metres - first.distance.metres)
    let mark = first.mark + slope * (metres - first.distance.metres)
    guard Bounded.sightMark.contains(mark) else { return nil }
    return .extrapolated(mark)
  }
}
