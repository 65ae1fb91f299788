/// What a command that entered or removed arrows prints: the round after it, and those arrows.
struct ArrowsChangedJSON: Encodable {
  let round: RoundJSON
  let entered: [ArrowJSON]?
  let removed: [ArrowJSON]?
}
