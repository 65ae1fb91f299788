/// The gender an Archery GB classification category is drawn for: `open` (formerly "male") or
/// `female`. The raw values are the command line's spellings.
public enum Gender: String, CaseIterable, Codable, Sendable {
  case open, female

  /// Reads `open` or `female` (any case, surrounding spaces ignored), or names what is accepted.
  public init(parsing text: String) throws(ValueRangeError) {
    guard let gender = Self(rawValue: text.trimmingWhitespace().lowercased()) else {
      throw ValueRangeError(
        "gender", value: text, accepted: Self.allCases.map(\.rawValue).joined(separator: " or "),
        problem: "is not a classification gender")
    }
    self = gender
  }
}
