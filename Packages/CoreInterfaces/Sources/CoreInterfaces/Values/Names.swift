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
        accepted: "\(Bounded.nameLength.lowerBound) to \(Bounded.nameLength.upperBound) characters",
        problem: "cannot be used")
    }
    guard !trimmed.unicodeScalars.contains(where: isForbidden) else {
      throw ValueRangeError(
        what, value: trimmed, accepted: "a name without control characters",
        problem: "cannot be used")
    }
    // Zero-width spaces and byte-order marks alone show as nothing: two such names look alike.
    guard trimmed.unicodeScalars.contains(where: isVisible) else {
      throw ValueRangeError(
        what, value: trimmed, accepted: "a name with a letter, digit or symbol in it",
        problem: "cannot be used")
    }
    return trimmed
  }

  /// A stored name that breaks the rule (written by an older version or another tool) made fit
  /// to show: forbidden characters as `?`, cut to 80 characters with `…`; `fallback` when empty.
  /// Readers use it so such a row still reads, under a name a person can recognise.
  public static func displayable(_ text: String, fallback: String) -> String {
    let cleaned = String(
      String.UnicodeScalarView(text.unicodeScalars.map { isForbidden($0) ? "?" : $0 })
    ).trimmingWhitespace()
    guard !cleaned.isEmpty else { return fallback }
    let limit = Bounded.nameLength.upperBound
    return cleaned.count <= limit ? cleaned : cleaned.prefix(limit - 1) + "…"
  }

  /// A letter, digit, punctuation mark or symbol: what makes a name show as something.
  static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
      .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }

  /// Control characters, and the bidirectional overrides that reorder the text around a name.
  public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }
}
