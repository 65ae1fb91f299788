/// An archer's place on a shared target: A, B, C… in the order they joined, at most six (F).
public enum TargetLetter: String, CaseIterable, Comparable, Codable, Sendable {
  case a = "A"
  case b = "B"
  case c = "C"
  case d = "D"
  case e = "E"
  case f = "F"

  /// The letters in order: A before B.
  public static func < (lhs: TargetLetter, rhs: TargetLetter) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
