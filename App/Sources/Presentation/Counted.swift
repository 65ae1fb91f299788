/// `1 round`, `2 rounds`: a count with its noun, plural unless it is one. For nouns whose plural
/// adds an `s`, which is every noun Quiver counts.
public func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
