public import CoreInterfaces
import Foundation
public import Observation

/// The Match screen: one stored match, followed (``MatchClient/observeMatch``), scored a line at
/// a time — `10 9 9 / 9 9 8`, side A's arrows, a slash, side B's. The line is the next set while
/// sets are wanted and the shoot-off (`10@3.2 / 10@4`) once one is due; once the match is decided
/// every line is refused, naming the set, by the rulebook.
@MainActor
@Observable
public final class MatchModel {
  /// The match asked for (or started here); `nil` for the newest.
  public internal(set) var matchID: MatchID?
  /// The screen's observed query: this match, nothing else.
  public let shown: Observed<MatchSheet>
  /// Why the last line was refused, else why the match could not be read again.
  public var error: UserFacingError? { refusal ?? shown.error }
  /// Whether a line is being saved.
  public internal(set) var saving = false

  var refusal: UserFacingError?
  /// The stored matches, newest first, once asked for (``listMatches()``); `nil` before.
  public internal(set) var earlier: [MatchSheet]?
  /// What the last `n` line did, when it started a match.
  public internal(set) var started: String?
  /// The match as this screen's last saved line left it (its last set or shoot-off is that
  /// line's), for the confirmation that names it; `nil` before a line is saved.
  public internal(set) var saved: MatchSheet?
  @ObservationIgnored let client = Dependency(\.matches)
  @ObservationIgnored let archers = Dependency(\.archers)
  @ObservationIgnored let settings = Dependency(\.settings)

  /// The Match screen of `matchID`, not yet loaded; with `nil`, of the newest match, or ready
  /// to start one (``start(_:)``) saying there is none yet.
  public init(matchID: MatchID?) {
    self.matchID = matchID
    let client = Dependency(\.matches)  // read when the query starts
    shown = Observed {
      let matches = client.wrappedValue
      guard let matchID else {
        // The newest match, once there is one (a restart after `n` shows the match started).
        return Flow { continuation in
          let task = Task {
            do {
              guard let newest = try await matches.list().items.first else {
                throw MatchStartUsage.noMatch
              }
              for try await sheet in matches.observeMatch(newest.id) { continuation.yield(sheet) }
              continuation.finish()
            } catch {
              continuation.finish(throwing: error)
            }
          }
          return Cancellable { task.cancel() }
        }
      }
      return matches.observeMatch(matchID)
    }
  }

  /// Follows the match if it is not followed yet, and returns once it is read.
  public func load() async { await shown.load() }

  /// What the next line is for: a set, the shoot-off, or nothing once decided.
  public var wants: MatchOutcome? { shown.value?.match.outcome }

  /// Enters one line (`10 9 9 / 9 9 8`, or a shoot-off's `10@3.2 / 10@4`): saved whole in one
  /// transaction, or refused with ``error`` saying why and nothing saved. `false` when refused;
  /// a line cut short by Back (the task cancelled) is not a refusal.
  @discardableResult
  public func enter(_ line: String) async -> Bool {
    refusal = nil
    guard let sheet = known, !saving else { return false }
    let sides = line.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count == 2 else {
      refusal = UserFacingError(MatchLineError())
      return false
    }
    saving = true
    defer { saving = false }
    return await refusing {
      let match = sheet.match
      if match.outcome.needsShootOff, !Self.isSet(sides, of: match.format) {
        let place = MatchPlace.shootOff(match.shootOffs.count + 1)
        saved = try await client.wrappedValue.shootOff(
          sheet.id, try MatchNotation.shootOff(String(sides[0]), at: place, .a),
          try MatchNotation.shootOff(String(sides[1]), at: place, .b))
      } else if line.contains("@") {
        // A shoot-off's line (value@mm) when none is due: told so, as `match shoot-off` is.
        try match.checkNextShootOff()
      } else {
        // Asked before the arrows are read, so a late set is told the match was decided; the
        // set shown as next goes with the line, so one entered meanwhile refuses it.
        let number = match.sets.count + 1
        try match.checkNextSet(number)
        let place = match.format.place(number)
        saved = try await client.wrappedValue.shoot(
          sheet.id, try MatchNotation.arrows(sides[0], at: place, .a),
          try MatchNotation.arrows(sides[1], at: place, .b), number)
      }
    }
  }
}

extension MatchModel {
  /// The match as this screen knows it: the one shown, or the one its own last line saved
  /// while the followed query has not caught up (so a quick next line is not taken for one
  /// entered meanwhile by another device).
  var known: MatchSheet? {
    guard let shown = shown.value else { return nil }
    guard let saved, saved.id == shown.id else { return shown }
    let progress = { (sheet: MatchSheet) in sheet.match.sets.count + sheet.match.shootOffs.count }
    return progress(saved) > progress(shown) ? saved : shown
  }

  /// Whether a line is a set's rather than a shoot-off's: no distances, and a whole set's
  /// arrows on a side (stranger29d D9: a sixth set typed when a shoot-off is due is told the
  /// shoot-off is due, as `match set` is, not that it shot too many shoot-off arrows).
  static func isSet(_ sides: [Substring], of format: MatchFormat) -> Bool {
    !sides.contains { $0.contains("@") }
      && sides.contains { $0.split(whereSeparator: \.isWhitespace).count == format.arrowsPerSet }
  }

  /// Runs one line's work: `true` once it is done. A failure is the refusal shown, unless Back
  /// cut the line short (the task cancelled), which is no refusal.
  func refusing(_ work: () async throws -> Void) async -> Bool {
    do {
      try await work()
      return true
    } catch is CancellationError {
      return false
    } catch {
      if !Task.isCancelled { refusal = UserFacingError(error) }
      return false
    }
  }
}

/// A Match screen line without the slash between the sides.
struct MatchLineError: Error, LocalizedError {
  var errorDescription: String? {
    "Give side A's arrows, a slash, then side B's: 10 9 9 / 9 9 8 (a shoot-off: 10@3.2 / 10@4)."
  }
}
