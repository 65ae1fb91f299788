import CoreInterfaces
import Foundation
import Scoring

/// A round named on the command line: its full ID, or a unique prefix of at least four
/// characters, as `quiver rounds list` shows it.
enum RoundArgument {
  /// The round `text` names; a usage error if it cannot be one, a failure if none matches.
  static func resolve(_ text: String) async throws -> RoundID {
    if let id = RoundID(uuidString: text) { return id }
    guard text.count >= 4, text.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
      throw UsageError("'\(text)' is not a round ID; 'quiver rounds list' shows them")
    }
    @Dependency(\.rounds) var client
    let rounds = try await client.list().items
    guard let match = try IDPrefix.match(text, in: rounds, id: \.id.description, plural: "rounds")
    else { throw RoundLookupError.noRound(text) }
    return match.id
  }
}

/// A round ID that matches nothing.
enum RoundLookupError: Error, LocalizedError {
  case noRound(String)
  case noSetup(String)

  var errorDescription: String? {
    switch self {
    case .noRound(let text): "No round's ID starts with '\(text)'; 'quiver rounds list' shows them."
    case .noSetup(let text):
      "No bow setup's ID starts with '\(text)'; 'quiver equipment' lists the setups."
    }
  }
}

/// Opens a round for scoring through the live model, as the interactive app does.
@MainActor
enum ScoringSession {
  /// The round `id`, loaded and resumed at its next arrow.
  static func open(_ id: RoundID) async throws -> LiveScoringModel {
    let model = LiveScoringModel(roundID: id)
    guard await model.load() else {
      throw model.error ?? UserFacingError(RoundLookupError.noRound("\(id)"))
    }
    return model
  }
}
