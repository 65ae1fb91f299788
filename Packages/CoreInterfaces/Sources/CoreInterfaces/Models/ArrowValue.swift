public import Foundation

/// One scored arrow: its points and whether it was an X or a miss. An arrow not yet entered has no
/// `ArrowValue` at all: it is never a miss.
public struct ArrowValue: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Points scored; 0 for a miss.
  public let points: Int
  /// Whether the arrow hit the X (inner 10) ring.
  public let isX: Bool
  /// Whether the arrow missed the scoring rings.
  public let isMiss: Bool

  /// A miss: 0 points, counted as an arrow shot.
  public static let miss = ArrowValue(uncheckedPoints: 0, isX: false, isMiss: true)

  /// A scored arrow, checked against `system`.
  public init(points: Int, isX: Bool = false, on system: ScoringSystem) throws(InvalidArrowValue) {
    guard system.scoringPoints.contains(points) else {
      throw .pointsNotOnFace(points: points, system: system)
    }
    if isX, !(system.hasXRing && points == system.maxPoints) {
      throw .xNotPossible(points: points, system: system)
    }
    self.init(uncheckedPoints: points, isX: isX, isMiss: false)
  }

  /// Parses scoresheet notation on `system`: `X`, `M`, or a number (`10`, `9`, …), any case.
  public init(notation: String, on system: ScoringSystem) throws(InvalidArrowValue) {
    let text = notation.trimmingWhitespace().uppercased()
    switch text {
    case "M": self = .miss
    case "X":
      guard system.hasXRing else { throw .xNotPossible(points: system.maxPoints, system: system) }
      self.init(uncheckedPoints: system.maxPoints, isX: true, isMiss: false)
    default:
      guard let points = Int(text) else { throw .unreadable(notation, system: system) }
      try self.init(points: points, on: system)
    }
  }

  /// Creates a value without checking it against a face; for values read back from storage.
  public init(uncheckedPoints points: Int, isX: Bool, isMiss: Bool) {
    self.points = points
    self.isX = isX
    self.isMiss = isMiss
  }

  /// Scoresheet notation: `X`, `M` or the points.
  public var description: String { isMiss ? "M" : isX ? "X" : String(points) }
}

/// Why an arrow value was refused; the description tells the archer what would be accepted.
public enum InvalidArrowValue: Error, Equatable, LocalizedError {
  /// The points are not a ring on this face.
  case pointsNotOnFace(points: Int, system: ScoringSystem)
  /// An X was claimed where the face has none, or on a score below the top ring.
  case xNotPossible(points: Int, system: ScoringSystem)
  /// The text is not a score at all.
  case unreadable(String, system: ScoringSystem)

  /// What was wrong and what is accepted instead.
  public var errorDescription: String? {
    switch self {
    case .pointsNotOnFace(let points, let system):
      "\(points) is not a score on \(Self.a(system)) face; enter \(Self.accepted(system))."
    case .xNotPossible(_, let system):
      system.hasXRing
        ? "Only the top score (\(system.maxPoints)) can be an X on \(Self.a(system)) face."
        : "\(Self.a(system).prefix(1).uppercased() + Self.a(system).dropFirst()) face has no X "
          + "ring; enter \(Self.accepted(system))."
    case .unreadable(let text, let system):
      "\"\(ValueRangeError.shortened(text))\" is not a score; enter \(Self.accepted(system))."
    }
  }

  /// `a 10-zone`, `an 11-zone`, `an IFAA field`: the face's display name with its article.
  private static func a(_ system: ScoringSystem) -> String {
    let name = system.displayName
    return (name.hasPrefix("11") || name.hasPrefix("IFAA") ? "an " : "a ") + name
  }

  private static func accepted(_ system: ScoringSystem) -> String {
    let points = system.scoringPoints.map(String.init)
    return ((system.hasXRing ? ["X"] : []) + points + ["M"]).joined(separator: ", ")
  }
}
