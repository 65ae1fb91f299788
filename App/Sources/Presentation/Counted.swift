/// `1 round`, `2 rounds`: a count with its noun, plural unless it is one. For nouns whose plural
/// adds an `s`, which is every noun Quiver counts.
public func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// `3 of 60 arrows`, or `1 arrow` when there is no `total` (practice): a count of `noun`s shot
/// out of a total, plural as ``counted(_:_:)`` makes it.
public func counted(_ count: Int, of total: Int?, _ noun: String) -> String {
  guard let total else { return counted(count, noun) }
  return "\(count) of \(counted(total, noun))"
}
