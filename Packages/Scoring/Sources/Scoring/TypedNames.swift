import Foundation

/// Names as a person types them on a screen's line: one rule for the Target and Match screens.
enum TypedNames {
  /// A line with an odd number of double quotes: a name's closing quote is missing.
  struct UnclosedQuote: Error, LocalizedError {
    var errorDescription: String? {
      "A name's closing quote is missing: write a name with spaces in quotes, e.g. \"Ana Lopez\". "
        + "Nothing was saved."
    }
  }

  /// Refuses a line whose quotes are not closed: read on, the rest of the line would be one name.
  static func checkQuotes(_ line: some StringProtocol) throws(UnclosedQuote) {
    guard line.count(where: { $0 == "\"" }).isMultiple(of: 2) else { throw UnclosedQuote() }
  }

  /// `"Ana / Lopez" / +Bo` split at each `separator` outside double quotes (quotes kept).
  static func split(_ line: some StringProtocol, at separator: Character) -> [Substring] {
    var (parts, start, quoted) = ([Substring](), line.startIndex, false)
    let text = Substring(line)
    for index in text.indices {
      if text[index] == "\"" {
        quoted.toggle()
      } else if text[index] == separator && !quoted {
        parts.append(text[start..<index])
        start = text.index(after: index)
      }
    }
    parts.append(text[start...])
    return parts
  }

  /// `wa18 "Ana Lopez" +"Mary Ann" Ben`: words split on spaces, a name with spaces in double
  /// quotes (after a guest's `+` too), the quotes dropped.
  static func words(_ line: some StringProtocol) -> [String] {
    var (words, word, quoted, started) = ([String](), "", false, false)
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character.isWhitespace && !quoted {
        if started || !word.isEmpty { words.append(word) }
        (word, started) = ("", false)
      } else {
        word.append(character)
      }
    }
    if started || !word.isEmpty { words.append(word) }
    return words
  }
}
