/// Names as a person types them on a screen's line: one rule for the Target and Match screens.
enum TypedNames {
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
