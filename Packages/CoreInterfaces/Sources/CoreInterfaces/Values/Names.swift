import Foundation

/// The one rule for every name a person, a file or another tool gives (gear, bow setups,
/// archers, rounds, custom rounds): surrounding white space trimmed, 1 to 80 characters, no
/// control characters (a newline or escape sequence could forge lines in a list or a terminal).
public enum Names {
  /// The trimmed name, or a ``ValueRangeError`` naming `what` (`archer name`, `setup name`).
  public static func validated(_ text: String, _ what: String) throws(ValueRangeError) -> String {
    // Composed first (NFC): an accent typed as a letter and a combining mark is one scalar,
    // as most keyboards give it, so it counts once and names compare alike.
    let trimmed = text.trimmingWhitespace().precomposedStringWithCanonicalMapping
    // The limit is in characters as a person counts them, here and nowhere else: the store
    // keeps only a byte guard far above it (Store's schema v10), so twelve family emoji (84
    // Unicode scalars) are twelve characters everywhere.
    let limit = Bounded.nameLength
    guard !trimmed.isEmpty, limit.contains(trimmed.count) else {
      throw ValueRangeError(
        what, value: trimmed, accepted: "\(limit.lowerBound) to \(limit.upperBound) characters",
        problem: "cannot be used")
    }
    // One character may hold any number of accents; a run of them past any script's need only
    // hides the name (and would make one character a kilobyte).
    let parts = Bounded.partsPerCharacter.upperBound
    guard trimmed.allSatisfy({ $0.unicodeScalars.count <= parts }) else {
      throw ValueRangeError(
        what, value: shownSafely(trimmed),
        accepted: "characters of at most \(parts) parts each (a letter and its accents)",
        problem: "cannot be used")
    }
    // A line or paragraph separator breaks the line in an editor or a viewer as a newline
    // does: a name holding one could forge a line under it (stranger-final F3).
    guard !trimmed.unicodeScalars.contains(where: { isForbidden($0) || breaksLine($0) }) else {
      throw ValueRangeError(
        what, value: trimmed, accepted: "a name without control or invisible characters",
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

  /// What is wrong with free text (notes, a brand, a material), if anything: at most `limit`
  /// Unicode scalars, and no control character but a line break or tab, nor a bidirectional
  /// override, so a stored note can never rewrite the terminal it is shown on. `oneLine` text
  /// (a reason shown inside one line of a record) takes no line break or tab either, nor a line
  /// or paragraph separator (U+2028, U+2029: an editor or a viewer breaks the line there,
  /// stranger29d D2): one could forge a line of the record.
  public static func freeTextProblem(
    _ text: String, limit: Int = Bounded.freeTextLength.upperBound, oneLine: Bool = false
  ) -> String? {
    if text.unicodeScalars.count > limit { return "at most \(limit) characters" }
    let allowed: Set<Unicode.Scalar> = oneLine ? [] : ["\n", "\t"]
    if text.unicodeScalars.contains(where: {
      (isForbidden($0) && !allowed.contains($0)) || (oneLine && breaksLine($0))
    }) {
      return oneLine ? "one line, with no control characters" : "no control characters"
    }
    return nil
  }

  /// A name as duplicates are judged: without case, surrounding space or invisible format
  /// characters, and with each inner run of white space one space, so "Sam", " sam ", "Sam" + a
  /// zero-width joiner are one name, and "Ana Lopez" and "Ana  Lopez" (stranger29d D10).
  public static func comparable(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        name.trimmingWhitespace().lowercased().unicodeScalars.filter {
          $0.properties.generalCategory != .format
        })
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// A stored name that breaks the rule (written by an older version or another tool) made fit
  /// to show: forbidden characters as `?`, cut to 80 characters with `…`; `fallback` when empty.
  /// Readers use it so such a row still reads, under a name a person can recognise.
  public static func displayable(_ text: String, fallback: String) -> String {
    let cleaned = shownSafely(text).trimmingWhitespace()
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

  /// `text` with every character ``isForbidden(_:)`` refuses, and every line or paragraph
  /// separator, shown as `?`: how text a person or a file gave is echoed, so it can neither forge
  /// lines nor rewrite the terminal.
  public static func shownSafely(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { isForbidden($0) || breaksLine($0) ? "?" : $0 }))
  }

  /// A line or paragraph separator (U+2028, U+2029, any Zl or Zp): not a control character, but
  /// an editor, a browser or a log viewer breaks the line there as at a newline.
  public static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
    [.lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
  }

  /// Control characters, the bidirectional overrides that reorder the text around a name, and
  /// the invisible characters no name needs (zero-width space, word joiner, byte-order mark, soft
  /// hyphen), which would let two names look the same.
  public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
      || [0x200B, 0x2060, 0xFEFF, 0x00AD].contains(scalar.value)
  }
}
