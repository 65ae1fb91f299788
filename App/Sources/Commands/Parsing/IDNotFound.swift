import CoreInterfaces
public import Foundation

/// An ID (or prefix) that matches no record: the data refused it, so the exit status is 1.
public struct IDNotFound: Error, Equatable, LocalizedError {
  /// The text as typed.
  public let text: String
  /// What it was meant to name.
  public let kind: IDKind

  /// `No round's ID starts with 'ab12'; 'quiver rounds list' shows them.`
  public var errorDescription: String? {
    "No \(kind.noun)'s ID starts with '\(ValueRangeError.shortened(text))'; "
      + "'\(kind.listCommand)' shows them."
  }
}
