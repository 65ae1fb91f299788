/// Rows of cells printed in aligned columns, each as wide as its widest cell: nothing is ever cut
/// short (a "stabilizer" stays a stabilizer). The last column is not padded.
public struct TextTable: Sendable, Equatable {
  /// The rows, each a list of cells.
  public var rows: [[String]]

  /// A table of `rows`.
  public init(_ rows: [[String]]) { self.rows = rows }

  /// The table as lines, columns separated by two spaces.
  public var lines: [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].displayWidth : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell.padding(to: widths[column])
      }.joined(separator: "  ")
    }
  }
}
