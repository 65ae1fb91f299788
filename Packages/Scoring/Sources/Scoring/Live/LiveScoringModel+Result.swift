import CoreInterfaces

extension LiveScoringModel {
  /// Reads the round's score card (`RoundResultClient`) into ``result``; a card that cannot be
  /// read is kept as the reason, and the arrows saved stand.
  func loadResult() async {
    do {
      result = .loaded(try await results.result(roundID))
    } catch {
      result = .failed(UserFacingError(error))
    }
  }
}
