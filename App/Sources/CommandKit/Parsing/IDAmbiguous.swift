import CoreInterfaces
public import Foundation

/// An ID prefix that more than one record has: whether a prefix is unique depends on the data,
/// so the exit status is 1. The message lists the candidates with their names.
public struct IDAmbiguous: Error, Equatable, LocalizedError {
  /// The text as typed.
  public let text: String
  /// What it was meant to name.
  public let kind: IDKind
  /// Each candidate as its ID's first 8 characters and its name, at most five.
  public let candidates: [String]
  /// How many records matched.
  public let count: Int

  /// `'8b' matches 2 rounds: 8b91aa00 York, 8b2c0000 WA 18 m; give more of the ID.`
  public var errorDescription: String? {
    let more = count > candidates.count ? ", and \(count - candidates.count) more" : ""
    return "'\(ValueRangeError.shortened(text))' matches \(count) \(kind.plural): "
      + "\(candidates.joined(separator: ", "))\(more); give more of the ID."
  }
}
