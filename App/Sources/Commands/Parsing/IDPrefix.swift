import CoreInterfaces

/// An ID named on the command line: whole, or a unique prefix of at least four characters.
enum IDPrefix {
  /// The one item of `items` whose ID is `text` or starts with it. An ambiguous prefix is a usage
  /// error (give more of the ID); no match is `nil`.
  static func match<Item>(
    _ text: String, in items: [Item], id: (Item) -> String, plural: String
  ) throws(UsageError) -> Item? {
    let wanted = text.lowercased()
    if let exact = items.first(where: { id($0) == wanted }) { return exact }
    guard wanted.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
      throw UsageError(
        "'\(ValueRangeError.shortened(text))' is not one of the \(plural)' IDs: IDs are "
          + "hexadecimal (0-9, a-f and -)")
    }
    guard wanted.count >= 4 else {
      throw UsageError(
        "'\(text)' is too short to name one of the \(plural); give at least four characters")
    }
    let matches = items.filter { id($0).hasPrefix(wanted) }
    guard matches.count <= 1 else {
      throw UsageError("'\(text)' matches \(matches.count) \(plural); give more of the ID")
    }
    return matches.first
  }
}
