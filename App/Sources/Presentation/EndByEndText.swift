public import CoreInterfaces

/// Ends as text: the one end-by-end renderer, used by `rounds show` (``Layout/sheet``), the
/// app's Round screen (``Layout/detail(units:)``) and its Scoring screen (``Layout/running``).
public enum EndByEndText {
  /// How the ends are laid out.
  public enum Layout: Sendable {
    /// A scoresheet: each distance headed with its face's system, then a table with a header.
    case sheet
    /// The Round screen: each distance headed in `units`, then a table of coloured arrows.
    case detail(units: UnitsFormat)
    /// The Scoring screen: one line per end, no headings.
    case running
  }

  /// The lines of `ends` of a round of `definition` shot with `bowStyle`.
  public static func lines(
    _ ends: [EndRow], of definition: RoundDefinition, bowStyle: BowStyle?, layout: Layout,
    palette: Palette = .plain
  ) -> [String] {
    if case .running = layout {
      return ends.map {
        "  end \($0.number): \(arrows($0, palette)) = \($0.total) (\($0.runningTotal))"
      }
    }
    var lines: [String] = []
    var currentPass = -1
    var rows: [[String]] = []
    func flush() {
      lines += TextTable(rows).lines.map { "  " + $0 }
      rows = []
    }
    for end in ends {
      if let (number, pass) = definition.pass(forEnd: end.number), number != currentPass {
        if !rows.isEmpty { flush() }
        currentPass = number
        switch layout {
        case .sheet:
          lines.append(passLine(number, pass, of: definition, bowStyle: bowStyle))
          rows.append(["End", "Arrows", "End", "Total"])
        case .detail(let units):
          let which = definition.isPractice ? "Practice" : "Distance \(number + 1)"
          lines.append("\(which): \(units.distance(pass.distance)) on \(pass.faceDiameter)")
        case .running: break
        }
      }
      switch layout {
      case .sheet:
        let padded = end.arrows.map { $0.description.padding(to: 2) }.joined(separator: " ")
        rows.append(["\(end.number)", padded, "\(end.total)", "\(end.runningTotal)"])
      default:
        rows.append([
          "end \(end.number)", arrows(end, palette), "= \(end.total)", "(\(end.runningTotal))",
        ])
      }
    }
    if !rows.isEmpty { flush() }
    if ends.isEmpty { lines.append("  No arrows yet.") }
    return lines
  }

  /// `Distance 1 of 2: 18 m on 40 cm (tenZone)`.
  public static func passLine(
    _ number: Int, _ pass: RoundDefinition.Pass, of definition: RoundDefinition,
    bowStyle: BowStyle?
  ) -> String {
    let which =
      definition.isPractice ? "Practice" : "Distance \(number + 1) of \(definition.passes.count)"
    let system = pass.system(for: bowStyle).rawValue
    return "\(which): \(pass.distance) on \(pass.faceDiameter) (\(system))"
  }

  private static func arrows(_ end: EndRow, _ palette: Palette) -> String {
    end.arrows.map { palette.arrow($0, on: end.system) }.joined(separator: " ")
  }
}
