import CoreInterfaces

/// An archer named on the command line: their name (any case) or a unique prefix of their ID.
enum ArcherArgument {
  static let archer = Argument(
    "ARCHER", .text("ARCHER", completion: .data(.archerNames)),
    "the archer's name, or \(IDResolver.rule)")

  /// The archer `text` names among `archers`.
  static func find(_ text: String, in archers: [Archer]) throws -> Archer {
    if let byName = archers.first(where: { $0.isNamed(text) }) { return byName }
    // Not a name they have, nor the start of an ID: no such archer (the data says no).
    guard (try? IDResolver.checkForm(text, .archer)) != nil else {
      throw IDNotFound(text: text, kind: .archer)
    }
    return try IDResolver.resolve(
      text, .archer, in: archers, id: \.id.description, name: \.name)
  }
}
