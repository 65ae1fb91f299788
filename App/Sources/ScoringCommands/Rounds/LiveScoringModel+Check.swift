import CommandKit
import CoreInterfaces
import Scoring

extension LiveScoringModel {
  /// Throws the model's error when an operation was refused, as it was thrown (so the command
  /// line says a shared error in its own words).
  func check(_ succeeded: Bool) throws {
    guard succeeded else { throw failure }
  }

  /// Why the last operation was refused, as it was thrown.
  var failure: any Error { refusal ?? error ?? UserFacingError(ScoringError.nothingTo("do")) }
}
