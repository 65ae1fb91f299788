import Presentation

/// The help `quiver --help` and `quiver <command> --help` print, generated from the commands so
/// it never lists a command or option that does not exist.
public enum HelpText {
  /// The overview: every listed command, the global options, the exit statuses.
  public static func overview(_ commands: [any QuiverCommand], version: String) -> String {
    let listed = commands.filter(\.isListed)
    let commandRows = TextTable(listed.map { ["  \($0.name)", $0.summary] }).lines
    let optionRows = TextTable(
      (GlobalOptions.all.map { ["  \($0.synopsis)", $0.help] })
        + [["  --help, -h", "show help (also: quiver help <command>)"]]
        + [["  --version", "print the version (\(version))"]]
    ).lines
    return """
      quiver — archery scoring, equipment and analytics in the terminal

      Usage: quiver [--db PATH | --in-memory] <command> [arguments]

      Commands:
      \(commandRows.joined(separator: "\n"))

      Options (before or after the command):
      \(optionRows.joined(separator: "\n"))

      The default database is $XDG_DATA_HOME/quiver/quiver.sqlite
      (else ~/.local/share/quiver/quiver.sqlite); 'quiver where' prints it.

      Exit status: 0 on success; 64 when the command line itself is wrong (an unknown
      command or option, a missing or extra argument, a value not of the option's type or
      outside its documented range); 1 when a well-formed command is refused by the data
      (no such round, the round is full, the name is taken, a file cannot be read or
      written). On failure, standard error gets one line: what was wrong, and what to do.
      'quiver <command> --help' describes a command's arguments and options;
      'quiver help --man' prints a manual page.

      """
  }

  /// One command's usage, summary and options; a group's subcommands.
  public static func command(_ command: any QuiverCommand, path: String) -> String {
    if !command.subcommands.isEmpty {
      let rows = TextTable(
        command.subcommands.filter(\.isListed).map { ["  \($0.name)", $0.summary] }
      ).lines
      let fallback = command.defaultSubcommand.map { "\n'\(path)' alone runs '\(path) \($0)'." }
      return """
        Usage: \(path) <subcommand> [arguments] [options]

        \(command.summary)

        Subcommands:
        \(rows.joined(separator: "\n"))
        \(fallback ?? "")
        '\(path) <subcommand> --help' describes one.

        """
    }
    let rows = TextTable(
      (command.options + GlobalOptions.all).map { ["  \($0.synopsis)", $0.help] }
        + [["  --help, -h", "show this help"]]
    ).lines
    let arguments =
      command.arguments.isEmpty
      ? ""
      : "\nArguments:\n"
        + TextTable(command.arguments.map { ["  \($0.name)", $0.help] }).lines.joined(
          separator: "\n") + "\n"
    let rules =
      command.requirements.isEmpty
      ? ""
      : "\nRules:\n" + command.requirements.map { "  \($0.statement)" }.joined(separator: "\n")
        + "\n"
    return """
      Usage: \(usage(command, path: path))

      \(command.summary)
      \(arguments)
      Options (each once, unless it says "repeat for several"):
      \(rows.joined(separator: "\n"))
      \(rules)
      """
  }

  /// `quiver rounds show ID [options]`, `quiver backup --out FILE [options]`: the usage line,
  /// from the declarations (the arguments, then the options it cannot run without).
  public static func usage(_ command: any QuiverCommand, path: String) -> String {
    if !command.subcommands.isEmpty { return "\(path) <subcommand> [arguments] [options]" }
    let arguments =
      (command.arguments.map(\.synopsis)
      + command.options.filter(\.required).map(\.synopsis)).joined(separator: " ")
    return "\(path)\(arguments.isEmpty ? "" : " \(arguments)") [options]"
  }
}
