/// An Archery GB age group. The raw values are the command line's spellings (`50+`, `adult`,
/// `u21` … `u12`); decoding refuses anything else.
public enum AgeGroup: String, CaseIterable, Codable, Sendable {
  case fiftyPlus = "50+"
  case adult, u21, u18, u16, u15, u14, u12

  /// Reads a group as the command line writes it (any case, surrounding spaces ignored), or names
  /// the groups accepted.
  public init(parsing text: String) throws(ValueRangeError) {
    guard let group = Self(rawValue: text.trimmingWhitespace().lowercased()) else {
      throw ValueRangeError(
        "age group", value: text, accepted: Self.allCases.map(\.rawValue).joined(separator: ", "),
        problem: "is not an age group")
    }
    self = group
  }

  /// The scheme's age index n: adult 0, 50+ and u21 1, u18 2, u16 3, u15 4, u14 5, u12 6. Each
  /// step adds one age step to the class handicaps.
  public var ageIndex: Int {
    switch self {
    case .adult: 0
    case .fiftyPlus, .u21: 1
    case .u18: 2
    case .u16: 3
    case .u15: 4
    case .u14: 5
    case .u12: 6
    }
  }
}
