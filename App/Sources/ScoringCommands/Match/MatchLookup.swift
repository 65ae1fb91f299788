import CommandKit
import CoreInterfaces
import Foundation
import Scoring

/// Finds the match a command names: a whole ID or a unique prefix of one, or the newest match
/// when none is named (the one being shot on a club night).
enum MatchLookup {
  /// The `MATCH` argument every match command takes.
  static let argument = Argument(
    "MATCH", .text("MATCH"), "the match: its ID or a unique prefix (the newest when left out)",
    arity: .optional)

  /// The match `text` names, or the newest when `text` is `nil`; refused when none (or more
  /// than one) is.
  static func match(_ text: String?) async throws -> MatchSheet {
    @Dependency(\.matches) var matches
    if let text, let id = MatchID(uuidString: text) { return try await matches.match(id) }
    let listed = try await matches.list().items
    guard let text else {
      guard let newest = listed.first else { throw NoMatchYet() }
      return newest
    }
    let wanted = text.lowercased()
    let found = listed.filter { $0.id.description.hasPrefix(wanted) }
    guard found.count <= 1 else { throw MatchEntryError.ambiguous(text) }
    guard let sheet = found.first else { throw MatchEntryError.notFound(text) }
    return sheet
  }

  /// The entrants named for side `side`: store archers by name (any case; a name no archer has
  /// is refused), then the guests given with `--guest-a`/`--guest-b`.
  static func entrants(_ names: [String], guests: [String], _ side: MatchSide) async throws
    -> [MatchEntrant]
  {
    @Dependency(\.archers) var archers
    let stored = names.isEmpty ? [] : try await archers.list().items
    return try MatchEntrant.named(
      names.map { MatchEntrant.Named($0) } + guests.map { MatchEntrant.Named($0, guest: true) },
      among: stored, naming: .options, side: side)
  }
}

/// A match command with no match named on a store that holds none (stranger29b N15): said as
/// `match list` says it, not as a match that was not found.
struct NoMatchYet: Error, LocalizedError {
  var errorDescription: String? { "No match yet; 'quiver match start' starts one." }
}
