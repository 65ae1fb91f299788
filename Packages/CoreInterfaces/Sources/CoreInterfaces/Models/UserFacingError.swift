public import Foundation

/// An error as a screen shows it: the sentence a person can act on, kept with the type of the
/// error it came from so logs and tests lose nothing. `LoadState.failed` carries one.
public struct UserFacingError: Error, Equatable, Sendable, LocalizedError {
  /// What went wrong and what to do, in the user's words.
  public let message: String
  /// The type of the underlying error, e.g. `EquipmentError`.
  public let source: String

  /// Wraps `error`, using its `LocalizedError` description when it has one.
  public init(_ error: any Error) {
    message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    source = String(describing: type(of: error))
  }

  /// The message.
  public var errorDescription: String? { message }
}
