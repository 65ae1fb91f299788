/// Which rows of a list a screen shows: `limit` rows from row `offset` (from 0), newest first.
/// Both are clamped in the initializer, so no page can ask for rows no list can hold.
public struct ListPage: Sendable, Hashable, Codable {
  /// The rows a page may hold, and where one may start.
  public static let limits: ClosedRange<Int> = 1...1_000
  /// Where a page may start: far past any list a person keeps.
  public static let offsets: ClosedRange<Int> = 0...10_000_000

  /// The first row shown, from 0.
  public let offset: Int
  /// How many rows at most.
  public let limit: Int

  /// A page of `limit` rows from `offset`, each clamped to its range.
  public init(offset: Int = 0, limit: Int) {
    self.offset = Bounded.clamped(offset, to: Self.offsets)
    self.limit = Bounded.clamped(limit, to: Self.limits)
  }

  /// The page after this one.
  public var next: ListPage { ListPage(offset: offset + limit, limit: limit) }
  /// The page before this one (the first page stays first).
  public var previous: ListPage { ListPage(offset: offset - limit, limit: limit) }
}

/// One page of a list: its rows as ``Listed`` reads them, and how many rows the whole list has.
public struct Paged<Item: Sendable>: Sendable {
  /// The page asked for.
  public var page: ListPage
  /// The rows of the page that read, and those that did not.
  public var rows: Listed<Item>
  /// Rows in the whole list that read: a damaged one is named in every page's `rows.damaged`.
  public var total: Int

  /// A page of `rows` out of `total`.
  public init(page: ListPage, rows: Listed<Item>, total: Int) {
    self.page = page
    self.rows = rows
    self.total = max(0, total)
  }

  /// Whether rows come after this page.
  public var hasNext: Bool { page.offset + page.limit < total }
  /// Whether rows come before this page.
  public var hasPrevious: Bool { page.offset > 0 }
}

extension Paged: Equatable where Item: Equatable {}
