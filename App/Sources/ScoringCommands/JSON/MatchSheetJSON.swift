import CoreInterfaces
import Foundation
import Presentation
import Scoring

/// A stored match as `match start|set|shoot-off|show --json` print it: who shoots it, each set's
/// arrows, each shoot-off's arrows, the `match result` figures and where it stands in words.
struct MatchSheetJSON: Encodable {
  /// One archer: the name and the store archer's ID (`null` for a guest).
  struct Entrant: Encodable {
    let name: String
    let archer: String?

    enum CodingKeys: String, CodingKey { case name, archer }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(archer, forKey: .archer)  // null for a guest
    }
  }
  /// Both sides' arrows of one set, shoot-off or end, as written.
  struct Arrows: Encodable {
    let a: String
    let b: String
  }

  let id: String
  let format: MatchFormat
  let created: Date
  let sideA: [Entrant]
  let sideB: [Entrant]
  let arrows: [Arrows]
  let shootOffs: [Arrows]
  let result: MatchResultJSON
  let standing: String

  init(_ sheet: MatchSheet) {
    id = sheet.id.description
    format = sheet.match.format
    created = sheet.created
    sideA = sheet.sideA.map { Entrant(name: $0.name, archer: $0.archer?.description) }
    sideB = sheet.sideB.map { Entrant(name: $0.name, archer: $0.archer?.description) }
    arrows = sheet.match.sets.map {
      Arrows(a: Match.written($0.a), b: Match.written($0.b))
    }
    shootOffs = sheet.match.shootOffs.map {
      Arrows(
        a: $0.a.map(\.notation).joined(separator: " "),
        b: $0.b.map(\.notation).joined(separator: " "))
    }
    result = MatchResultJSON(sheet.match)
    standing = MatchText.standing(sheet.match)
  }
}
