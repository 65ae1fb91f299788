import CommandKit
import CoreInterfaces
import Scoring

extension LiveScoringModel {
  /// Throws the model's error when an operation was refused.
  func check(_ succeeded: Bool) throws {
    guard succeeded else { throw error ?? UserFacingError(ScoringError.nothingTo("do")) }
  }
}
