import CommandKit
import CoreInterfaces
import Scoring

/// Opens a round for scoring through the live model, as the interactive app does.
@MainActor
enum ScoringSession {
  /// The round `id`, loaded and resumed at its next arrow.
  static func open(_ id: RoundID) async throws -> LiveScoringModel {
    let model = LiveScoringModel(roundID: id)
    guard await model.load() else {
      throw model.error ?? UserFacingError(IDNotFound(text: id.description, kind: .round))
    }
    return model
  }

  /// The round `id` for a line of arrows: loaded whole when `whole` (`--json` prints the
  /// round's every arrow), else by its last end, so the line's acknowledgements cost what they
  /// did in the round's first end however long it is.
  static func open(_ id: RoundID, whole: Bool) async throws -> LiveScoringModel {
    guard !whole else { return try await open(id) }
    let model = LiveScoringModel(roundID: id)
    guard await model.loadLastEnd() else {
      throw model.error ?? UserFacingError(IDNotFound(text: id.description, kind: .round))
    }
    return model
  }
}
