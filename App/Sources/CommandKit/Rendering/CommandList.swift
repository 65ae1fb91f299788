import Foundation

/// The README's list of every command, generated from the declarations: each command's usage
/// line and summary, in the order help lists them (a test keeps the README's copy equal to it).
public enum CommandList {
  /// The first line of the README's generated block.
  public static let begin = "<!-- BEGIN command list: generated from the declarations -->"
  /// Its last line.
  public static let end = "<!-- END command list -->"

  /// The block, markers included.
  public static func markdown(_ commands: [any QuiverCommand]) -> String {
    var rows = [begin, "| Command | What it does |", "|---|---|"]
    func visit(_ command: any QuiverCommand, _ parent: String) {
      let path = "\(parent) \(command.name)"
      guard command.subcommands.isEmpty else {
        for sub in command.subcommands where sub.isListed { visit(sub, path) }
        return
      }
      let usage = HelpText.usage(command, path: path).replacingOccurrences(
        of: " [options]", with: "")
      rows.append("| `\(usage)` | \(command.summary.replacingOccurrences(of: "|", with: "\\|")) |")
    }
    for command in commands where command.isListed { visit(command, "quiver") }
    return (rows + [end]).joined(separator: "\n")
  }
}
