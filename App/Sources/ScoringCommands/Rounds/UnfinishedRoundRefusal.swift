import CoreInterfaces
import Foundation
import Scoring

/// `rounds start` refused while a round of that kind is unfinished (`UnfinishedRound`, the
/// rule the app's `s` keeps too), said in the command line's words: exit 1.
struct UnfinishedRoundRefusal: Error, LocalizedError {
  /// The unfinished round.
  let round: RoundListing
  /// The club target holding it (its ID's first 8 characters), if one does.
  var target: String? = nil

  /// `A WA 18 m is unfinished (3 of 60 arrows): round 9ff9… ; continue it …; nothing was started.`
  var errorDescription: String? {
    let of = round.totalArrows.map { " of \($0)" } ?? ""
    let id = round.id.description.prefix(8)
    if let target {
      return "A \(round.name) is unfinished (\(round.arrows)\(of) arrows), round \(id) on club "
        + "target \(target): carry on with 'quiver club end \(target)', or cancel it first "
        + "('quiver rounds cancel \(id)'; the archer then withdraws from the target) to start "
        + "another. Nothing was started."
    }
    return "A \(round.name) is unfinished (\(round.arrows)\(of) arrows), round \(id): continue it "
      + "('quiver rounds score \(id) ARROWS', or 'quiver app'), or cancel it first "
      + "('quiver rounds cancel \(id)') to start another. Nothing was started."
  }
}
