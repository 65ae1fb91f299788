public import CoreInterfaces

extension Length {
  /// Parses a length as archers write it: a positive number and a unit, `70m`, `20yd`, `40cm`,
  /// `16in` (a space between them is fine).
  public init(argument text: String) throws(UsageError) {
    do {
      self = try Length(parsing: text)
    } catch {
      throw UsageError(error.description)
    }
  }
}

extension ScoringSystem {
  /// Parses a system's shared identifier (`10_zone`, `Worcester`, …), any case.
  public init(argument text: String) throws(UsageError) {
    guard let system = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
    else {
      let accepted = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("unknown scoring system '\(text)'; use one of \(accepted)")
    }
    self = system
  }
}

extension RoundDefinition.Pass {
  /// Parses a pass written `ARROWS@DISTANCE/FACE/SYSTEM[/indoor]`, e.g. `36@30m/80cm/10_zone`.
  public init(argument text: String) throws(UsageError) {
    let parts = text.split(separator: "/").map(String.init)
    let head = parts.first?.split(separator: "@").map(String.init) ?? []
    guard parts.count == 3 || parts.count == 4, head.count == 2, let arrows = Int(head[0]),
      arrows > 0
    else {
      throw UsageError(
        "'\(text)' is not a pass; write ARROWS@DISTANCE/FACE/SYSTEM[/indoor], e.g. 36@30m/80cm/10_zone"
      )
    }
    guard Bounded.arrowsInRound.contains(arrows) else {
      throw UsageError(
        "'\(text)' has \(arrows) arrows; a distance takes 1 to \(Bounded.arrowsInRound.upperBound)")
    }
    if parts.count == 4, parts[3].lowercased() != "indoor" {
      throw UsageError("'\(parts[3])' in '\(text)' should be 'indoor' or left out")
    }
    self.init(
      arrows: arrows, distance: try Length(argument: head[1]), face: try Length(argument: parts[1]),
      system: try ScoringSystem(argument: parts[2]), indoor: parts.count == 4)
  }
}
