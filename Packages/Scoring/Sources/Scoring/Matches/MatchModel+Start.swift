import CoreInterfaces
import Foundation

extension MatchModel {
  /// Starts a match from `sets Ana / +Robin` — the format, side A's names, a slash, side B's
  /// (a name with spaces in double quotes: `"Ana Lopez"`, `+"Mary Ann"`) — and follows it. Each name is a store archer, a guest when marked `+`, by the rule `match
  /// start` uses (``MatchEntrant/named(_:among:naming:side:)``). Refused in one line with nothing saved; a start cut
  /// short by Back (the task cancelled) is not a refusal.
  @discardableResult
  public func start(_ line: String) async -> Bool {
    (refusal, started) = (nil, nil)
    guard !saving else { return false }
    let matches = client.wrappedValue
    let archers = self.archers.wrappedValue
    return await refusing {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      try TypedNames.checkQuotes(trimmed)
      let word = trimmed.prefix { !$0.isWhitespace }
      guard !word.isEmpty else { throw MatchStartUsage.shape }
      guard let format = MatchFormat(rawValue: word.lowercased()) else {
        throw MatchStartUsage.format(String(word))
      }
      let sides = TypedNames.split(trimmed.dropFirst(word.count), at: "/")
      guard sides.count == 2 else { throw MatchStartUsage.shape }
      let names = sides.map { side in
        TypedNames.words(side).map { word in
          word.hasPrefix("+")
            ? MatchEntrant.Named(String(word.dropFirst()), guest: true)
            : MatchEntrant.Named(String(word))
        }
      }
      saving = true
      defer { saving = false }
      let stored = try await archers.list().items
      let sheet = try MatchSheet(
        sideA: try MatchEntrant.named(names[0], among: stored, naming: .screen, side: .a),
        sideB: try MatchEntrant.named(names[1], among: stored, naming: .screen, side: .b),
        match: Match(format: format), naming: .screen)
      try sheet.checkNamesApart()
      let saved = try await matches.start(sheet)
      guard !Task.isCancelled else { return }
      matchID = saved.id
      shown.follow { matches.observeMatch(saved.id) }
      await shown.arrived()  // drawn with its sheet, not "Loading…"
      started = "Match started: \(saved.names(.a)) (A) against \(saved.names(.b)) (B)."
    }
  }
}

/// A Match screen `n` line the model cannot read, or no match to show yet.
enum MatchStartUsage: Error, LocalizedError {
  /// Not `FORMAT NAME… / NAME…`.
  case shape
  /// A format the rulebook does not have.
  case format(String)
  /// No match is stored yet.
  case noMatch

  var errorDescription: String? {
    switch self {
    case .shape: "Type 'n FORMAT A-NAME… / B-NAME…', (a guest marked +), e.g. n sets Ana / +Ben."
    case .format(let word):
      "No match format '\(ValueRangeError.shortened(word))'; formats: "
        + MatchFormat.allCases.map(\.rawValue).joined(separator: ", ") + "."
    case .noMatch: "No match yet: n FORMAT A-NAME… / B-NAME… starts one."
    }
  }
}
