public import CoreInterfaces

/// An archer named on the command line: their name (any case) or a unique prefix of their ID.
public enum ArcherArgument {
  /// `ARCHER`: a name or an ID prefix.
  public static let archer = Argument(
    "ARCHER", .text("ARCHER", completion: .data(.archerNames)),
    "the archer's name, or \(IDResolver.rule)")

  /// The archer `text` names among `archers`; a prefix of an archer whose row is damaged
  /// answers with that row's damage (the store has them), never "no such archer".
  public static func find(_ text: String, in archers: Listed<Archer>) throws -> Archer {
    if let byName = archers.items.first(where: { $0.isNamed(text) }) { return byName }
    // Not a name they have, nor the start of an ID: no such archer (the data says no).
    guard (try? IDResolver.checkForm(text, .archer)) != nil else {
      throw IDNotFound(text: text, kind: .archer)
    }
    return try Lookup.resolve(text, .archer, in: archers, id: \.id.description, name: \.name)
  }
}
