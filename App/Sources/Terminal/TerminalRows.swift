import Foundation

/// How many lines the terminal shows, so a list screen prints a page that fits: the terminal's
/// own size, else `LINES`, else 24 — and always 24 for a transcript (output not a terminal), so
/// a replayed session prints the same pages wherever it runs.
enum TerminalRows {
  /// Lines the list rows of a screen may take: the terminal's lines less the breadcrumb, the page
  /// line, the keys, the message and the input line; at least 5.
  static func listRows(
    isTerminal: Bool, environment: [String: String], fileDescriptor: Int32 = STDOUT_FILENO
  ) -> Int {
    guard isTerminal else { return 24 - 6 }
    return max(5, lines(environment: environment, fileDescriptor: fileDescriptor) - 6)
  }

  /// The terminal's lines, else `LINES` (within 1…10,000), else 24.
  static func lines(environment: [String: String], fileDescriptor: Int32) -> Int {
    var size = winsize()
    if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
      return Int(size.ws_row)
    }
    if let lines = environment["LINES"].flatMap({ Int($0) }), (1...10_000).contains(lines) {
      return lines
    }
    return 24
  }
}
