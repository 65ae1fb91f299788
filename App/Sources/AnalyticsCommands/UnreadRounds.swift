import Analytics
import CommandKit
import CoreInterfaces
import Scoring

/// The active archer's rounds an analytics read left out because their rows are damaged, each as
/// one line saying why: `export` and `stats` never drop a round without a word.
enum UnreadRounds {
  /// One line per round the rounds list knows (or lists as damaged) that `records` lacks.
  static func lines(besides records: [RoundRecord]) async throws -> [String] {
    try await lines(besides: Set(records.map(\.id)))
  }

  /// One line per round the rounds list knows (or lists as damaged) that is not in `read`.
  static func lines(besides read: Set<RoundID>) async throws -> [String] {
    @Dependency(\.rounds) var rounds
    @Dependency(\.analytics) var analytics
    let listed = try await rounds.list()
    var lines = listed.damaged.map(\.description)
    for listing in listed.items where !read.contains(listing.id) {
      // Asked for alone, the analytics read names what is damaged (an arrow's points).
      do { _ = try await analytics.round(listing.id) } catch {
        lines.append(ErrorText.line(for: error))
      }
    }
    return lines
  }

  /// The round rows that do not read. History reads stored summaries, which another tool's
  /// damage to a row does not reach, so history leaves these out and names them.
  static func damagedRows() async throws -> [StoreDamage] {
    @Dependency(\.rounds) var rounds
    return try await rounds.damagedRows()
  }
}
