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
}
