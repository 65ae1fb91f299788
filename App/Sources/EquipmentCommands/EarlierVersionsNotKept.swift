import CoreInterfaces
import Foundation

/// A setup whose kept versions start after 1: an import brings a setup at the version its
/// rounds name, without the earlier ones (docs/JSON.md). Said by `setups versions`, and by
/// `setups show --version N` for such an N (exit 1).
struct EarlierVersionsNotKept: Error, LocalizedError {
  /// The version asked for.
  let asked: Int
  /// The earliest version kept.
  let earliest: Int

  /// `version 1 was not imported (earlier versions stay in the store the rounds came from).`
  static func note(earliest: Int) -> String {
    let which = earliest == 2 ? "version 1 was" : "versions 1 to \(earliest - 1) were"
    return "\(which) not imported (earlier versions stay in the store the rounds came from)."
  }

  /// `The bow setup has no version 1 here: version 1 was not imported …`
  var errorDescription: String? {
    "The bow setup has no version \(asked) here: " + Self.note(earliest: earliest)
  }
}
