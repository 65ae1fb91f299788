/// A stored list a screen shows a page at a time under its own lines (`l` on the Target and
/// Match screens): which page is shown, its lines numbered over the whole list, and its keys.
struct PagedListing {
  /// Rows a page shows.
  let rows: Int
  /// The first row shown, from 0; `nil` while the list is not shown.
  private(set) var first: Int?

  /// A list of `rows` a page, not shown yet.
  init(rows: Int) { self.rows = max(1, rows) }

  /// Whether the list is shown, so a number on its own opens a row.
  var isShown: Bool { first != nil }

  /// `l` again: the next page of a list of `count` rows (after the last, the first).
  mutating func turn(count: Int) {
    let next = first.map { $0 + rows } ?? 0
    first = next < count ? next : 0
  }

  /// The list is put away (a row was opened).
  mutating func close() { first = nil }

  /// The shown page of `listed` under its heading ("`noun`, newest first (1–18 of 31):"),
  /// each row numbered over the whole list; nothing while the list is not shown.
  func lines<Row>(_ noun: String, _ listed: [Row]?, _ summary: (Row) -> String) -> [String] {
    guard let first, let listed, !listed.isEmpty else { return [] }
    let page = listed[min(first, listed.count - 1)..<min(first + rows, listed.count)]
    return [
      "", "\(noun), newest first (\(page.startIndex + 1)–\(page.endIndex) of \(listed.count)):",
    ]
      + page.indices.map { "  \($0 + 1). " + summary(listed[$0]) }
  }

  /// The list's keys: `listKey` alone, or while it is shown how a number opens a `row`.
  func keys(listKey: String, row: String) -> [String] {
    first == nil ? [listKey] : ["a number opens that \(row)", listKey + " (next page)"]
  }
}
