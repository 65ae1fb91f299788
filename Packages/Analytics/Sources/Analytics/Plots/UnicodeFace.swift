import CoreInterfaces

/// A compact picture of a round's face for a terminal: the face as a grid of characters, rings
/// marked by their points' last digit, each plotted arrow as `●` (several in one cell: `◉`), the
/// group centre as `+`. Arrows are placed relative to their own face, as ``FacePlot`` does.
public enum UnicodeFace {
  /// The picture, `size` rows tall and twice as many columns wide (terminal cells are tall).
  public static func lines(_ record: RoundRecord, size: Int = 11) -> [String] {
    let system = record.system(forEnd: 1) ?? .tenZone
    let face = TargetFace(system: system, diameter: 2)
    let half = Double(size - 1) / 2
    var grid: [[Character]] = (0..<size).map { row in
      (0..<(size * 2)).map { column in
        let x = (Double(column) / 2 - half) / half
        let y = (half - Double(row)) / half
        let radius = (x * x + y * y).squareRoot()
        guard let ring = face.rings.first(where: { radius <= $0.radius }) else { return " " }
        return ring.isX ? "x" : Character(String(ring.points % 10))
      }
    }
    var counts: [[Int]] = Array(repeating: Array(repeating: 0, count: size * 2), count: size)
    let normalised = record.arrowsRelativeToFace
    for arrow in normalised {
      if let (row, column) = cell(arrow.x ?? 0, arrow.y ?? 0, half: half, size: size) {
        counts[row][column] += 1
        grid[row][column] = counts[row][column] > 1 ? "◉" : "●"
      }
    }
    if let centre = GroupAnalysis(normalised)?.all,
      let (row, column) = cell(centre.centreX, centre.centreY, half: half, size: size)
    {
      grid[row][column] = "+"
    }
    return grid.map { String(String($0).reversed().drop(while: { $0 == " " }).reversed()) }
  }

  private static func cell(_ x: Double, _ y: Double, half: Double, size: Int) -> (Int, Int)? {
    guard let row = NumberText.clampedInt(half - y * half, to: -1...size),
      let column = NumberText.clampedInt((x * half + half) * 2, to: -1...(size * 2)),
      (0..<size).contains(row), (0..<(size * 2)).contains(column)
    else { return nil }
    return (row, column)
  }
}
