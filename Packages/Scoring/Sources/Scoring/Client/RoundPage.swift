public import CoreInterfaces
import Foundation

/// Which rounds a list asks for: at most ``limit`` (all when `nil`), newest first, starting after
/// ``after`` (the last round of the page before). A cursor, not an offset: rounds started while
/// a person pages never shift or repeat the rounds on the pages after the one shown.
public struct RoundPage: Sendable, Hashable {
  /// The most rounds the page holds, from 1 (`nil`: every round).
  public var limit: Int?
  /// Where the page starts: after this round in the newest-first order (`nil`: the newest).
  public var after: RoundCursor?
  /// Only rounds whose ID starts with this, in any case (an ID argument's prefix): looked up
  /// through the rounds' key, so naming a round never reads every round.
  public var idPrefix: String?

  /// The first `limit` rounds after `after` (whose IDs start with `idPrefix`, when given); a
  /// limit below 1 is taken as 1.
  public init(limit: Int?, after: RoundCursor? = nil, idPrefix: String? = nil) {
    self.limit = limit.map { max(1, $0) }
    self.after = after
    self.idPrefix = idPrefix
  }

  /// Every round, newest first.
  public static let all = RoundPage(limit: nil)
}

/// A round's place in the newest-first order: its start as stored (seconds since 1970), then its
/// ID (ascending) between rounds started at the same instant.
public struct RoundCursor: Sendable, Hashable {
  /// The round's start, as stored.
  public var startedAt: Double
  /// The round's ID, in lower case as stored.
  public var id: String

  /// The place of a round started at `startedAt` with ID `id`.
  public init(startedAt: Double, id: String) {
    self.startedAt = startedAt
    self.id = id
  }

  /// The place of `listing`.
  public init(_ listing: RoundListing) {
    self.init(
      startedAt: listing.startedAt.timeIntervalSince1970, id: listing.id.description.lowercased())
  }

  /// Whether a round at `other` comes after this place in the newest-first order.
  public func precedes(_ other: RoundCursor) -> Bool {
    startedAt > other.startedAt || (startedAt == other.startedAt && id < other.id)
  }
}

/// One page of rounds: the rows that read (and each that did not), how many rounds come after
/// it, and the page to ask for next.
public struct PagedRounds: Sendable, Equatable {
  /// The page's rounds, newest first, and its rows that could not be read.
  public var listed: Listed<RoundListing>
  /// How many rounds come after this page.
  public var remaining: Int
  /// The next page of the same size, or `nil` when this is the last.
  public var next: RoundPage?

  /// A page of `listed` with `remaining` rounds after it, the next starting after `last`.
  public init(_ listed: Listed<RoundListing>, remaining: Int, limit: Int?, last: RoundCursor?) {
    self.listed = listed
    self.remaining = remaining
    self.next = remaining > 0 ? last.map { RoundPage(limit: limit, after: $0) } : nil
  }
}
