import CommandKit

/// What a command that entered or removed arrows prints: the round after it, those arrows, and
/// the score card when the command completed (or finished) the round, or left it complete. A
/// corrected total (`rounds edit ID --score N`) gives `previousTotal` and `total` instead of
/// arrows.
struct ArrowsChangedJSON: Encodable {
  let round: RoundJSON
  let entered: [ArrowJSON]?
  let removed: [ArrowJSON]?
  var card: RoundResultJSON? = nil
  var previousTotal: Int? = nil
  var total: Int? = nil
}
