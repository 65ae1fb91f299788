import CoreInterfaces

/// The one resolver for every ID named on the command line: the whole ID or any prefix of it
/// that only one record has, any case. An ambiguous prefix lists the candidates with their names.
public enum IDResolver {
  /// The rule, as help states it.
  public static let rule = "the ID or any unique prefix of it, as short as one character"

  /// Refuses text that cannot be the start of an ID (IDs are hexadecimal with dashes).
  public static func checkForm(_ text: String, _ kind: IDKind) throws(UsageError) {
    guard !text.isEmpty, text.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
      throw UsageError(
        "'\(ValueRangeError.shortened(text))' is not \(kind.withArticle) ID: IDs are hexadecimal "
          + "(0-9, a-f and -); '\(kind.listCommand)' shows them")
    }
  }

  /// The one record of `records` whose ID is `text` or starts with it. Ambiguity is
  /// ``IDAmbiguous``, listing the candidates; no match is ``IDNotFound``.
  public static func resolve<Record>(
    _ text: String, _ kind: IDKind, in records: [Record], id: (Record) -> String,
    name: (Record) -> String
  ) throws -> Record {
    try checkForm(text, kind)
    let wanted = text.lowercased()
    if let exact = records.first(where: { id($0).lowercased() == wanted }) { return exact }
    let matches = records.filter { id($0).lowercased().hasPrefix(wanted) }
    guard let first = matches.first else { throw IDNotFound(text: text, kind: kind) }
    guard matches.count == 1 else {
      throw IDAmbiguous(
        text: text, kind: kind,
        candidates: matches.prefix(5).map { "\(id($0).lowercased().prefix(8)) \(name($0))" },
        count: matches.count)
    }
    return first
  }
}
