import CommandKit

/// What a command that entered or removed arrows prints: the round after it, those arrows, and
/// the score card when the command completed (or finished) the round.
struct ArrowsChangedJSON: Encodable {
  let round: RoundJSON
  let entered: [ArrowJSON]?
  let removed: [ArrowJSON]?
  var card: RoundResultJSON? = nil
}
