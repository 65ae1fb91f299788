import CoreInterfaces
public import Foundation

/// An ID (or prefix) that matches no record: the data refused it, so the exit status is 1.
public struct IDNotFound: Error, Equatable, LocalizedError {
  /// The text as typed.
  public let text: String
  /// What it was meant to name.
  public let kind: IDKind

  /// `text` names no record of `kind`.
  public init(text: String, kind: IDKind) {
    self.text = text
    self.kind = kind
  }

  /// `No round's ID starts with 'ab12'; 'quiver rounds list' shows them.` (for an archer, the
  /// name is said too).
  public var errorDescription: String? {
    let shown = ValueRangeError.shortened(text)
    // Archers are named by name first, so the refusal speaks of the name.
    if kind == .archer {
      return "No archer is named '\(shown)' or has an ID starting with it; "
        + "'\(kind.listCommand)' shows them."
    }
    return "No \(kind.noun)'s ID starts with '\(shown)'; '\(kind.listCommand)' shows them."
  }
}
