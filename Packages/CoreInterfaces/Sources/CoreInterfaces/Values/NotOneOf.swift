/// A word that is none of those a setting takes (a gender, an age group, a bow style…): the one
/// wording of the refusal, for the command line (`--age takes one of …`) and the app's screens
/// (`The age group takes one of …`) alike.
public struct NotOneOf: Error, Equatable, CustomStringConvertible {
  /// What was being set: `--age`, `the age group`.
  public let what: String
  /// The words it takes, in the order they are offered.
  public let words: [String]
  /// What was given instead, shortened for showing.
  public let found: String

  /// The refusal of `found` for `what`, which takes one of `words`.
  public init(what: String, words: [String], found: String) {
    self.what = what
    self.words = words
    self.found = ValueRangeError.shortened(found)
  }

  /// `--age takes one of 50+, adult, …, not 'u99'`.
  public var description: String {
    "\(what) takes one of \(words.joined(separator: ", ")), not '\(found)'"
  }

  /// The refusal as a sentence on its own: capitalised, with a full stop.
  public var sentence: String { what.prefix(1).uppercased() + description.dropFirst() + "." }

  /// The one of `cases` whose spelling (by `spelling`) is `text` in any case, else the refusal.
  public static func pick<Value>(
    _ text: String, from cases: [Value], spelling: (Value) -> String, what: String
  ) throws(NotOneOf) -> Value {
    let words = cases.map(spelling)
    guard let index = words.firstIndex(where: { $0.lowercased() == text.lowercased() }) else {
      throw NotOneOf(what: what, words: words, found: text)
    }
    return cases[index]
  }

  /// One of an enumeration's cases by its raw value (its spelling everywhere), any case.
  public static func word<Value: CaseIterable & RawRepresentable<String>>(
    _ text: String, what: String
  ) throws(NotOneOf) -> Value {
    try pick(text, from: Array(Value.allCases), spelling: \.rawValue, what: what)
  }
}
