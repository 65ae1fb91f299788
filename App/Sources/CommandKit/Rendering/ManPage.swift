import Foundation

/// `quiver help --man`: the manual page in roff, generated from the same declarations as help and
/// completion, so it names every command, argument and option that exists.
public enum ManPage {
  /// The whole page for `commands`.
  public static func roff(_ commands: [any QuiverCommand], version: String) -> String {
    var lines = [
      ".TH QUIVER 1 \"\" \"quiver \(version)\" \"User Commands\"",
      ".SH NAME",
      "quiver \\- archery scoring, equipment and analytics in the terminal",
      ".SH SYNOPSIS",
      ".B quiver",
      "[\\fB\\-\\-db\\fR \\fIPATH\\fR | \\fB\\-\\-in\\-memory\\fR] \\fIcommand\\fR [\\fIarguments\\fR]",
      ".SH DESCRIPTION",
      text(
        "Every command is listed below with its arguments and options. An option may be given "
          + "once unless it says \"repeat for several\". IDs may be shortened to any unique prefix."
      ),
      ".SH GLOBAL OPTIONS",
    ]
    lines += GlobalOptions.all.flatMap(option)
    lines += [".TP", "\\fB\\-\\-version\\fR", text("print quiver's version and exit")]
    lines.append(".SH COMMANDS")
    for command in commands where command.isListed { lines += section(command, path: "quiver") }
    lines += [
      ".SH EXIT STATUS",
      text(
        "0 on success; 64 when the command line itself is wrong (an unknown command or option, "
          + "a missing or extra argument, a value not of its type or outside its range); 1 when "
          + "a well-formed command is refused by the data."),
      ".SH FILES",
      text(
        "$XDG_DATA_HOME/quiver/quiver.sqlite (else ~/.local/share/quiver/quiver.sqlite), the "
          + "default database; 'quiver where' prints it."),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func section(_ command: any QuiverCommand, path parent: String) -> [String] {
    let path = "\(parent) \(command.name)"
    guard command.subcommands.isEmpty else {
      return command.subcommands.filter(\.isListed).flatMap { section($0, path: path) }
    }
    var lines = [".SS \"\(escape(HelpText.usage(command, path: path)))\"", text(command.summary)]
    for argument in command.arguments {
      lines += [".TP", "\\fI\(escape(argument.name))\\fR", text(argument.help)]
    }
    lines += command.options.flatMap(option)
    lines += command.requirements.flatMap { [".TP", "Rule", text($0.statement)] }
    return lines
  }

  private static func option(_ option: OptionSpec) -> [String] {
    let value = option.valueName.map { " \\fI\(escape($0))\\fR" } ?? ""
    return [".TP", "\\fB\\-\\-\(escape(option.name))\\fR\(value)", text(option.help)]
  }

  /// A line of running text, safe from roff's requests and escapes.
  private static func text(_ line: String) -> String {
    let escaped = escape(line)
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }

  /// `text` in plain ASCII roff: a backslash and a hyphen escaped, and every other character
  /// as a roff name (`\\(em`, `\\(->`, `\\[u00E9]`), so groff needs no preconv.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case "\u{2026}": escaped += "..."
      case "\u{2192}": escaped += "\\(->"
      case "\u{2013}": escaped += "\\(en"
      case "\u{2014}": escaped += "\\(em"
      case "\u{2212}": escaped += "\\-"
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default: escaped += "\\[u" + hex(scalar.value) + "]"
      }
    }
    return escaped
  }

  /// `scalar` as groff's `\\[uXXXX]` wants it: upper-case hexadecimal, at least four digits.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
