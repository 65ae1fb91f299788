/// The one rule for every name a person, a file or another tool gives (gear, bow setups,
/// archers, rounds, custom rounds): surrounding white space trimmed, 1 to 80 characters, no
/// control characters (a newline or escape sequence could forge lines in a list or a terminal).
public enum Names {
  /// The trimmed name, or a ``ValueRangeError`` naming `what` (`archer name`, `setup name`).
  public static func validated(_ text: String, _ what: String) throws(ValueRangeError) -> String {
    let trimmed = text.trimmingWhitespace()
    guard Bounded.nameLength.contains(trimmed.count) else {
      throw ValueRangeError(
        what, value: trimmed,
        accepted: "\(Bounded.nameLength.lowerBound) to \(Bounded.nameLength.upperBound) characters")
    }
    guard !trimmed.unicodeScalars.contains(where: isForbidden) else {
      throw ValueRangeError(what, value: trimmed, accepted: "a name without control characters")
    }
    return trimmed
  }

  /// Control characters, and the bidirectional overrides that reorder the text around a name.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }
}
