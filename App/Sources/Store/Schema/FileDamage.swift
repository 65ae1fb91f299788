import Foundation

/// How a damaged file is named in Quiver's words (never SQLite's own text): what a read met, or
/// what reading every page (`PRAGMA quick_check`) found, counted and placed where it can be.
enum FileDamage {
  /// The detail for a page a read met broken: `quiver check` reads the others.
  static let met = "a page SQLite read is broken; 'quiver check' reads every page"

  /// The detail for what reading every page found: how many problems and, where a line names
  /// an index or a table's first page, which tables (or, for tables that read whole, which of
  /// their indexes) hold them.
  static func found(_ problems: [String], tables: [String], indexes: [String] = []) -> String {
    // One row may hold several problems, a line each, under a `*** in database main ***`
    // heading; SQLite ends its list with a line that only sums it up: neither is a place.
    let lines = problems.flatMap { $0.split(separator: "\n").map(String.init) }
    let places = max(
      1, lines.filter { !$0.hasPrefix("***") && $0 != "database disk image is malformed" }.count)
    let count = places == 1 ? "1 broken place" : "\(places) broken places"
    let holders = [
      tables.isEmpty
        ? nil : "the \(tables.joined(separator: ", ")) table\(tables.count == 1 ? "" : "s")",
      indexes.isEmpty
        ? nil : "the \(indexes.joined(separator: ", ")) index\(indexes.count == 1 ? "" : "es")",
    ].compactMap { $0 }
    let place = holders.isEmpty ? "" : ", in " + holders.joined(separator: " and ")
    return "reading every page found \(count)\(place)"
  }

  /// The tables `problems` (quick_check lines) name: through an index (`… in index I`) or a
  /// table's root page (`On tree page N …`, `Page N: …`), by the schema's own rows.
  static func tables(
    named problems: [String], indexes: [String: String], roots: [Int: String]
  ) -> [String] {
    var found = Set<String>()
    // One problem may be several lines (under a `*** in database main ***` heading).
    for line in problems.flatMap({ $0.split(whereSeparator: \.isNewline) }) {
      let words = line.split(separator: " ").map(String.init)
      for (at, word) in words.enumerated() where at + 1 < words.count {
        let next = words[at + 1].trimmingCharacters(in: CharacterSet(charactersIn: ":,"))
        if word == "index", let table = indexes[next] { found.insert(table) }
        if word == "page" || word == "Page", let page = Int(next), let table = roots[page] {
          found.insert(table)
        }
      }
    }
    return found.sorted()
  }
}
