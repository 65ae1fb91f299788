/// One arrow as a person or device gives it, before it is checked: scoresheet notation, or where
/// it hit. A line of these is checked whole by ``LiveScoringModel/enter(line:completingFullEnds:saved:)``.
public enum ArrowInput: Sendable, Hashable, CustomStringConvertible {
  /// `X`, `10`…`1`, `M`.
  case notation(String)
  /// Where it hit, in metres right of and above the centre, scored by the line rule.
  case plotted(x: Double, y: Double, arrowNumber: Int?)

  /// As it was given: the notation, or `@x,y` in millimetres.
  public var description: String {
    switch self {
    case .notation(let text): text
    case .plotted(let x, let y, _): "@\(x * 1_000),\(y * 1_000)"
    }
  }
}
